import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import {
  bookNotFoundMessage,
  correctBookName,
  parseReference,
  parseSourcesParam,
  REFERENCE_MAX_LENGTH,
  SCRIPTURE_MESSAGES,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  type ScriptureSources,
} from '@lodestar/core';
import type { Lookup, ScriptureService } from './scripture-service';

type Ctx = Context;

/**
 * The text never changes while the server runs, so answers are kept a day by the browser (and its
 * service worker) and revalidated by ETag after that.
 */
const CACHEABLE = 'public, max-age=86400, stale-while-revalidate=604800';

const idParam = z.coerce.number().int().positive().max(1_000_000);
const chapterQuery = z.object({ book: z.string().trim().min(1).max(100), chapter: z.coerce.number().int().positive().max(1000) });
const searchQuery = z.object({
  q: z.string().trim().min(1, 'Enter words to search for').max(200, 'Search at most 200 characters'),
  limit: z.coerce.number().int().positive().max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});

function badRequest(c: Ctx, message: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ code: 'BAD_REQUEST', message }, 400);
}

/** `sources=kjv,lds`; both when the parameter is missing, refused when it names neither. */
function readSources(c: Ctx): ScriptureSources | null {
  const raw = c.req.query('sources');
  if (raw === undefined) return { includeKJV: true, includeLDS: true };
  const sources = parseSourcesParam(raw);
  return sources.includeKJV || sources.includeLDS ? sources : null;
}

function answer<T>(c: Ctx, result: Lookup<T>, wrap: (value: T) => object) {
  if (!result.ok) {
    c.header('Cache-Control', 'no-store');
    return c.json({ code: result.code, message: result.message }, result.status);
  }
  c.header('Cache-Control', CACHEABLE);
  return c.json(wrap(result.value));
}

/**
 * /api/scripture: the data service behind the scripture widget. Open without a session: the text is
 * public domain (CC0, bundled with the server), nothing here reads or writes a user's data, and the
 * signed-out demo shows the widget too. Every input is bounded (reference and query lengths, limits).
 */
export function scriptureRoutes(deps: { scripture: ScriptureService }) {
  const { scripture } = deps;
  const app = new Hono();
  app.use('*', etag());

  const withSources = (handler: (c: Ctx, sources: ScriptureSources) => Promise<Response>) => async (c: Ctx) => {
    const sources = readSources(c);
    return sources ? handler(c, sources) : badRequest(c, SCRIPTURE_MESSAGES.atLeastOneSource);
  };

  app.get('/books', async (c) => {
    c.header('Cache-Control', CACHEABLE);
    return c.json({ books: await scripture.books() });
  });

  // The spec's 'get correct book name': '1 Ne' -> '1 Nephi'.
  app.get('/book-name', (c) => {
    const name = (c.req.query('name') ?? '').trim().slice(0, 100);
    if (!name) return badRequest(c, 'Name a book');
    const title = correctBookName(name);
    return answer(c, title ? { ok: true, value: title } : { ok: false, status: 404, code: 'BOOK_NOT_FOUND', message: bookNotFoundMessage(name) }, (value) => ({ title: value }));
  });

  app.get(
    '/verses',
    withSources(async (c, sources) => {
      const ref = c.req.query('ref') ?? '';
      // Bounded before it is read: no reference is this long.
      if (ref.length > REFERENCE_MAX_LENGTH) return badRequest(c, `A scripture reference has at most ${REFERENCE_MAX_LENGTH} characters`);
      const reference = parseReference(ref);
      if (!reference) return badRequest(c, SCRIPTURE_MESSAGES.invalidReference);
      return answer(c, await scripture.lookup(reference, sources), (verses) => ({ verses }));
    }),
  );

  app.get('/verses/:id', async (c) => {
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return badRequest(c, 'The verse id must be a positive whole number');
    const verse = await scripture.byId(id.data);
    return answer(c, verse ? { ok: true, value: verse } : { ok: false, status: 404, code: 'VERSE_NOT_FOUND', message: SCRIPTURE_MESSAGES.failedToLoad }, (value) => ({ verse: value }));
  });

  for (const [path, step] of [['next', 1], ['previous', -1]] as const) {
    app.get(
      `/verses/:id/${path}`,
      withSources(async (c, sources) => {
        const id = idParam.safeParse(c.req.param('id'));
        if (!id.success) return badRequest(c, 'The verse id must be a positive whole number');
        return answer(c, await scripture.adjacent(id.data, step, sources), (verse) => ({ verse }));
      }),
    );
  }

  app.get(
    '/random',
    withSources(async (c, sources) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ verse: await scripture.random(sources) });
    }),
  );

  app.get(
    '/chapter',
    withSources(async (c, sources) => {
      const query = chapterQuery.safeParse(c.req.query());
      if (!query.success) return badRequest(c, 'Name a book and a chapter number');
      return answer(c, await scripture.chapter(query.data.book, query.data.chapter, sources), (verses) => ({ verses }));
    }),
  );

  app.get(
    '/search',
    withSources(async (c, sources) => {
      const query = searchQuery.safeParse(c.req.query());
      if (!query.success) return badRequest(c, query.error.issues[0]?.message ?? 'Invalid search');
      const result = await scripture.search(query.data.q, sources, query.data.limit);
      c.header('Cache-Control', CACHEABLE);
      return c.json(result);
    }),
  );

  return app;
}

import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { musicSlugSchema } from '@lodestar/core';
import type { MusicLibrary } from './music-library';

/** Audio is a product asset like the web app's files: cached a month by the browser (and the service worker). */
export const AUDIO_CACHE_CONTROL = 'public, max-age=2592000';

/** Parses a single `bytes=start-end` range against a size; null when absent, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: serve the whole file, as the RFC allows.
  if (!match) return null;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '' && to === '') return 'invalid';
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

const fileStream = (path: string, start: number, end: number) =>
  Readable.toWeb(createReadStream(path, { start, end })) as unknown as ReadableStream<Uint8Array>;

/**
 * GET /static/music/catalog.json and /static/music/<track>.<ext>. No sign-in: the catalogue and the
 * generated audio are the product's own assets (like its scripts), and rendering is bounded to one
 * track at a time whatever the number of requests.
 */
export function musicRoutes(library: MusicLibrary) {
  const app = new Hono();
  app.get('/catalog.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(library.catalog);
  });
  // How far a track's render has come, for the player's 'Preparing… 40 %' (never cached: it moves).
  app.get('/status/:id', async (c) => {
    const id = musicSlugSchema.safeParse(c.req.param('id'));
    const status = id.success ? await library.status(id.data) : null;
    if (!status) return c.json({ code: 'NOT_FOUND', message: 'No such track' }, 404);
    c.header('Cache-Control', 'no-store');
    return c.json(status);
  });
  app.on(['GET', 'HEAD'], '/:file', async (c) => {
    const source = await library.source(c.req.param('file'));
    if (!source) return c.json({ code: 'NOT_FOUND', message: 'No such track' }, 404);
    if (source.kind === 'rendering') {
      // The first listener hears the track while it is encoded; the finished file is served with ranges.
      return new Response(c.req.method === 'HEAD' ? null : source.render.stream(), {
        status: 200,
        headers: { 'Content-Type': source.type, 'Cache-Control': 'no-store' },
      });
    }
    const headers: Record<string, string> = {
      'Content-Type': source.type,
      'Accept-Ranges': 'bytes',
      'Cache-Control': AUDIO_CACHE_CONTROL,
      'Last-Modified': source.mtime.toUTCString(),
      ETag: `"${source.size.toString(36)}-${source.mtime.getTime().toString(36)}"`,
    };
    const range = parseRange(c.req.header('range'), source.size);
    if (range === 'invalid') {
      return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${source.size}` } });
    }
    const { start, end } = range ?? { start: 0, end: source.size - 1 };
    const length = source.size === 0 ? 0 : end - start + 1;
    headers['Content-Length'] = String(length);
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${source.size}`;
    const body = c.req.method === 'HEAD' || length === 0 ? null : fileStream(source.path, start, end);
    return new Response(body, { status: range ? 206 : 200, headers });
  });
  app.all('*', (c) => c.json({ code: 'NOT_FOUND', message: 'No such track' }, 404));
  return app;
}

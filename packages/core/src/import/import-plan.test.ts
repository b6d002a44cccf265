import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookmarkLinkSchema, type BookmarkLink } from '../bookmarks/bookmarks-section';
import { TIME_PERIODS } from '../bookmarks/periods';
import { dedupeKey } from './import-link';
import type { ImportFolder, ParsedImport } from './import-types';
import { planImport } from './import-plan';
import { bookmarksToNetscape } from './netscape-export';
import { parseImportFile } from './parse-import-file';

const NOW = Date.UTC(2026, 10, 27, 12);
const ids = () => {
  let n = 0;
  return () => `imported-${++n}`;
};

function parse(text: string): ParsedImport {
  const result = parseImportFile(text, text.length);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const folder = (id: string, path: string[], links: [string, string][], suggested: ImportFolder['suggested'] = 'always'): ImportFolder => ({
  id,
  path,
  suggested,
  links: links.map(([url, title]) => ({ url, title })),
});

const saved = (url: string, order: number): BookmarkLink => ({ id: `s${order}`, url, title: 'Saved', period: 'evening', alwaysShow: false, order, createdAt: 1 });

describe('planImport', () => {
  const parsed = {
    skipped: [{ reason: 'not-web' as const, count: 2, examples: ['Edit page', 'Settings'] }],
    folders: [
      folder('f0', ['Bar'], [['https://a.example/', 'A'], ['https://b.example/x', 'B']]),
      folder('f1', ['Bar', 'Work'], [['http://www.a.example/', 'A again'], ['https://c.example/', 'C']]),
      folder('f2', ['Morning'], [['https://d.example/', 'D']], 'morning'),
    ],
  };

  it('adds each chosen link after the existing cards, in the period chosen for its folder', () => {
    const plan = planImport(parsed, { f1: 'afternoon' }, [saved('https://z.example/', 7)], { now: NOW, makeId: ids() });
    expect(plan.add.map(({ url, period, alwaysShow, order }) => [url, period, alwaysShow, order])).toEqual([
      ['https://a.example/', 'morning', true, 8],
      ['https://b.example/x', 'morning', true, 9],
      ['https://c.example/', 'afternoon', false, 10],
      ['https://d.example/', 'morning', false, 11],
    ]);
    expect(plan.add.every((link) => link.createdAt === NOW && bookmarkLinkSchema.safeParse(link).success)).toBe(true);
  });

  it('skips duplicates of saved cards and of earlier links in the file (normalised address), and says why', () => {
    const plan = planImport(parsed, {}, [saved('https://B.example/x/', 1)], { now: NOW, makeId: ids() });
    expect(plan.add.map((link) => link.url)).toEqual(['https://a.example/', 'https://c.example/', 'https://d.example/']);
    expect(plan.skipped).toEqual([
      { reason: 'not-web', count: 2, examples: ['Edit page', 'Settings'] },
      { reason: 'already-saved', count: 1, examples: ['B'] },
      { reason: 'in-file-twice', count: 1, examples: ['A again'] },
    ]);
  });

  it('leaves out the folders the user unticks, and counts their links', () => {
    const plan = planImport(parsed, { f0: null, f2: null }, [], { now: NOW, makeId: ids() });
    expect(plan.add.map((link) => link.url)).toEqual(['http://www.a.example/', 'https://c.example/']);
    expect(plan.leftOut).toBe(3);
  });
});

const titleArb = fc
  .oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('<script>alert(1)</script>', 'Tom & Jerry "quoted" \'x\'', 'Ünïcødé ✓ 日本', 'a &amp; b'))
  .map((title) => title.replace(/\s+/g, ' ').trim())
  .filter((title) => title.length > 0);

const linkArb = fc
  .record({
    url: fc.webUrl({ withQueryParameters: true, withFragments: true }),
    title: titleArb,
    period: fc.constantFrom(...TIME_PERIODS),
    alwaysShow: fc.boolean(),
    order: fc.integer({ min: -1000, max: 1000 }),
    createdAt: fc.integer({ min: 0, max: NOW }),
  })
  .map((link) => ({ ...link, id: 'x', url: new URL(link.url).href }))
  .filter((link) => bookmarkLinkSchema.safeParse(link).success);

const linksArb = fc
  .uniqueArray(linkArb, { selector: (link) => dedupeKey(link.url), maxLength: 25 })
  .map((links) => links.map((link, i) => ({ ...link, id: `l${i}`, order: i })));

const shape = (link: BookmarkLink) => [link.url, link.title, link.alwaysShow, link.alwaysShow ? null : link.period].join('\u0000');

describe('export then import', () => {
  it('gives back the same links, titles and periods', () => {
    fc.assert(
      fc.property(linksArb, (links) => {
        const plan = planImport(parse(bookmarksToNetscape(links, new Date(NOW))), {}, [], { now: NOW, makeId: ids() });
        expect(plan.add.map(shape).sort()).toEqual(links.map(shape).sort());
      }),
      { numRuns: 150 },
    );
  });

  it('into the account it came from adds nothing: every link is already there', () => {
    fc.assert(
      fc.property(linksArb, (links) => {
        const plan = planImport(parse(bookmarksToNetscape(links, new Date(NOW))), {}, links, { now: NOW, makeId: ids() });
        expect(plan.add).toEqual([]);
        expect(plan.skipped.find((group) => group.reason === 'already-saved')?.count ?? 0).toBe(links.length);
      }),
      { numRuns: 100 },
    );
  });
});

describe('importing', () => {
  const choicesArb = fc.dictionary(fc.constantFrom('f0', 'f1', 'f2', 'f3'), fc.constantFrom(null, 'always', ...TIME_PERIODS));

  it('the same file twice adds nothing the second time, and never changes a saved card', () => {
    fc.assert(
      fc.property(linksArb, linksArb, choicesArb, (fileLinks, existing, choices) => {
        const parsed = parse(bookmarksToNetscape(fileLinks, new Date(NOW)));
        const before = structuredClone(existing);
        const first = planImport(parsed, choices, existing, { now: NOW, makeId: ids() });
        expect(existing).toEqual(before);
        const second = planImport(parsed, choices, [...existing, ...first.add], { now: NOW, makeId: ids() });
        expect(second.add).toEqual([]);
        const maxOrder = Math.max(0, ...existing.map((link) => link.order));
        expect(first.add.every((link) => link.order > maxOrder && bookmarkLinkSchema.safeParse(link).success)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('any text at all: never throws, and offers only http(s) links the bookmarks schema accepts', () => {
    const piece = fc.oneof(
      fc.constantFrom('<DL><p>', '</DL>', '<DT>', '<H3>', '</H3>', '<A HREF="', '">', '</A>', 'javascript:alert(1)', 'https://ok.example/', '<b>', '&lt;', '&#0;', '"', "'", '<!--', '-->'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const text = `<!DOCTYPE NETSCAPE-Bookmark-file-1>${pieces.join('')}`;
        const result = parseImportFile(text, text.length);
        if (!result.ok) return;
        const plan = planImport(result.value, {}, [], { now: NOW, makeId: ids() });
        for (const link of plan.add) {
          expect(link.url).toMatch(/^https?:\/\//);
          expect(bookmarkLinkSchema.safeParse(link).success).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

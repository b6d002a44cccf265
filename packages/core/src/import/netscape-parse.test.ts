import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import-limits';
import { readFixture } from './import-fixtures';
import type { ParsedImport } from './import-types';
import { parseImportFile } from './parse-import-file';

function parse(text: string): ParsedImport {
  const result = parseImportFile(text, text.length);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const titles = (parsed: ParsedImport) => parsed.folders.flatMap((folder) => folder.links.map((link) => link.title));
const paths = (parsed: ParsedImport) => parsed.folders.map((folder) => folder.path.join(' / '));

describe('a browser bookmarks file (Netscape HTML)', () => {
  it("reads Chrome's folders, links, entities and skips what is not a web link", () => {
    const parsed = parse(readFixture('chrome-bookmarks.html'));
    expect(parsed.source).toBe('browser');
    expect(parsed.rootName).toBe('Bookmarks');
    expect(paths(parsed)).toEqual(['Bookmarks bar', 'Bookmarks bar / Work', 'Bookmarks bar / Reading', '', 'Mobile bookmarks']);
    const work = parsed.folders[1]!.links;
    expect(work).toContainEqual({ url: 'https://calendar.example.com/week?view=compact&tz=UTC', title: 'Team calendar & rota' });
    expect(work).toContainEqual({ url: 'https://www.example.com/wiki/', title: 'Wiki <internal>' });
    expect(parsed.skipped).toEqual([{ reason: 'not-web', count: 2, examples: ['Edit page', 'Settings'] }]);
    expect(parsed.notices).toEqual([]);
  });

  it("reads Firefox's menu, toolbar and other bookmarks, skipping place: and file: addresses", () => {
    const parsed = parse(readFixture('firefox-bookmarks.html'));
    expect(parsed.rootName).toBe('Bookmarks Menu');
    expect(paths(parsed)).toEqual(['Mozilla Firefox', '', 'Bookmarks Toolbar', 'Other Bookmarks']);
    // The <DD> description is not part of the title.
    expect(parsed.folders[1]!.links).toEqual([{ url: 'https://www.openstreetmap.org/', title: 'OpenStreetMap' }]);
    expect(titles(parsed)).toContain('Old site');
    expect(parsed.skipped).toEqual([{ reason: 'not-web', count: 2, examples: ['Recently Bookmarked', 'notes.txt'] }]);
  });

  it('cleans a hostile file: scripts and data refused, markup dropped from titles, deep nesting cut, quotes kept inside the address', () => {
    const parsed = parse(readFixture('hostile-bookmarks.html'));
    const links = parsed.folders.flatMap((folder) => folder.links);
    expect(links.every((link) => /^https?:\/\//.test(link.url))).toBe(true);
    expect(links).toContainEqual({ url: 'https://safe.example/markup', title: 'Safe title' });
    expect(links).toContainEqual({ url: 'https://safe.example/entities', title: '<b>Bold</b> & escaped' });
    expect(links).toContainEqual({ url: 'https://safe.example/quote%22onmouseover=%22alert(1)', title: 'Quoted address' });
    expect(parsed.skipped).toContainEqual({ reason: 'not-web', count: 3, examples: ['Free money', 'Encoded script', 'Data page'] });
    expect(parsed.skipped).toContainEqual({ reason: 'invalid', count: 1, examples: ['Host that is code'] });
    const deepest = parsed.folders.find((folder) => folder.links.some((link) => link.url === 'https://deep.example/bottom'));
    expect(deepest?.path).toHaveLength(IMPORT_LIMITS.maxFolderDepth);
    expect(parsed.notices).toEqual([IMPORT_MESSAGES.tooDeep, IMPORT_MESSAGES.cleanedTitles(1)]);
  });

  it('offers at most the link limit from megabytes of links, and counts the rest as skipped', () => {
    const total = 40_000;
    const rows = Array.from({ length: total }, (_, i) => `<DT><A HREF="https://site${i}.example/page">Link ${i}</A>`);
    const text = `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n${rows.join('\n')}\n</DL><p>\n`;
    expect(text.length).toBeGreaterThan(2 * 1024 * 1024);
    const parsed = parse(text);
    expect(parsed.folders.flatMap((folder) => folder.links)).toHaveLength(IMPORT_LIMITS.maxLinks);
    expect(parsed.skipped).toEqual([{ reason: 'over-limit', count: total - IMPORT_LIMITS.maxLinks, examples: [] }]);
    expect(parsed.notices).toEqual([IMPORT_MESSAGES.tooManyLinks(total)]);
  });

  it('gathers the links of folders past the folder limit in one folder', () => {
    const rows = Array.from({ length: IMPORT_LIMITS.maxFolders + 50 }, (_, i) => `<DT><H3>F${i}</H3><DL><p><DT><A HREF="https://f${i}.example/">L${i}</A></DL><p>`);
    const parsed = parse(`<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p>${rows.join('')}</DL>`);
    expect(parsed.folders).toHaveLength(IMPORT_LIMITS.maxFolders + 1);
    expect(parsed.folders.at(-1)).toMatchObject({ path: ['Other folders'] });
    expect(parsed.folders.at(-1)!.links).toHaveLength(50);
    expect(parsed.notices).toContain(IMPORT_MESSAGES.tooManyFolders);
  });

  it('reads to the end of malformed markup: unclosed tags, a tag that never ends, a million open lists', () => {
    expect(parse('<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><DT><A HREF="https://a.example/">A<DT><A HREF="https://b.example/">B').folders[0]!.links).toEqual([
      { url: 'https://a.example/', title: 'A' },
      { url: 'https://b.example/', title: 'B' },
    ]);
    expect(parse(`<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><DT><A HREF="https://a.example/">A</A>${'<a '.repeat(200_000)}`).folders).toHaveLength(1);
    const deep = parse(`<!DOCTYPE NETSCAPE-Bookmark-file-1>${'<DT><H3>x</H3><DL>'.repeat(100_000)}<DT><A HREF="https://deep.example/">Deep</A>`);
    expect(deep.folders[0]!.path).toHaveLength(IMPORT_LIMITS.maxFolderDepth);
  });
});

import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from './import-limits';
import { readFixture } from './import-fixtures';
import type { ParsedImport } from './import-types';
import { parseImportFile } from './parse-import-file';

function parse(text: string): ParsedImport {
  const result = parseImportFile(text, text.length);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const links = (parsed: ParsedImport) => parsed.folders.flatMap((folder) => folder.links);

describe("Tabliss's settings export", () => {
  it('brings its quick links, greeting name, 24-hour clock and gradient (as the closest shipped background)', () => {
    const parsed = parse(readFixture('tabliss.json'));
    expect(parsed.source).toBe('tabliss');
    expect(parsed.folders.map((folder) => folder.path)).toEqual([['Quick Links']]);
    expect(links(parsed)).toEqual([
      { url: 'https://tabliss.io/', title: 'Tabliss' },
      { url: 'https://mail.proton.me/u/0/inbox', title: 'Mail' },
      // A link without a name is named after its site, as the add form does.
      { url: 'https://www.bbc.co.uk/weather', title: 'Bbc' },
      { url: 'https://kagi.com/', title: 'Search' },
    ]);
    expect(parsed.skipped).toEqual([{ reason: 'not-web', count: 1, examples: ['Bookmarklet'] }]);
    expect(parsed.settings).toEqual({ greetingName: 'Ada', hour12: false, background: { shippedId: 'lagoon', name: 'Lagoon', from: '#0f4c5c to #a8e6cf' } });
  });

  it('reads the older version 2 layout (backgrounds and widgets arrays)', () => {
    const v2 = {
      backgrounds: [{ id: 'bg1', key: 'background/unsplash', active: true, display: { blur: 0, luminosity: 0 } }],
      widgets: [
        { id: 'w1', key: 'widget/links', active: true, display: { position: 'middleCentre' } },
        { id: 'w2', key: 'widget/time', active: true, display: { position: 'middleCentre' } },
      ],
      data: { w1: { columns: 1, links: [{ url: 'https://example.com', name: 'Example' }], visible: true }, w2: { hour12: true } },
      locale: 'en',
    };
    const parsed = parse(JSON.stringify(v2));
    expect(links(parsed)).toEqual([{ url: 'https://example.com/', title: 'Example' }]);
    expect(parsed.settings).toEqual({ hour12: true });
    expect(parsed.skippedSettings).toEqual([{ name: 'Background', reason: expect.stringContaining('Unsplash') }]);
  });

  it('refuses a settings version it does not know', () => {
    expect(parseImportFile('{"version":4,"background":{}}', 30)).toEqual({ ok: false, error: IMPORT_MESSAGES.tablissVersion(4) });
  });
});

describe("Bonjourr's settings export", () => {
  it('brings its links by group and folder, greeting name, 12-hour clock and colour background', () => {
    const parsed = parse(readFixture('bonjourr.json'));
    expect(parsed.source).toBe('bonjourr');
    expect(parsed.folders.map((folder) => [folder.path.join(' / '), folder.links.map((link) => link.title)])).toEqual([
      ['Quick links', ['Bonjourr', 'Youtube']],
      ['Quick links / Code', ['GitLab', 'Crates']],
      ['Study', ['Anki Web', 'Khan Academy']],
    ]);
    expect(parsed.settings).toEqual({ greetingName: 'Grace', hour12: true, background: { shippedId: 'midnight', name: 'Midnight', from: '#185a63' } });
    expect(parsed.notices).toEqual([IMPORT_MESSAGES.cleanedTitles(1)]);
  });

  it('reads the links array of versions before 1.13, also base64-encoded as they were exported', () => {
    const old = { about: { version: '1.10.0' }, greeting: 'Lin', links: [{ title: 'Ex', url: 'https://example.com/', icon: '' }] };
    for (const text of [JSON.stringify(old), Buffer.from(JSON.stringify(old)).toString('base64')]) {
      const parsed = parse(text);
      expect(links(parsed)).toEqual([{ url: 'https://example.com/', title: 'Ex' }]);
      expect(parsed.settings.greetingName).toBe('Lin');
    }
  });

  it('says why a picture background is not brought over', () => {
    const parsed = parse(JSON.stringify({ about: { version: '22.0.0' }, backgrounds: { type: 'urls', urls: 'https://img.example/a.jpg' } }));
    expect(parsed.settings.background).toBeUndefined();
    expect(parsed.skippedSettings).toEqual([{ name: 'Background', reason: expect.stringContaining('web addresses') }]);
  });
});

describe('any import file', () => {
  it('refuses a file over the size limit before reading it', () => {
    expect(parseImportFile('{}', 6 * 1024 * 1024)).toEqual({ ok: false, error: IMPORT_MESSAGES.tooLarge(6 * 1024 * 1024) });
  });

  it('refuses empty, unknown and broken files with a sentence', () => {
    expect(parseImportFile('  ', 2)).toEqual({ ok: false, error: IMPORT_MESSAGES.empty });
    expect(parseImportFile('<html><body>hi</body></html>', 28)).toEqual({ ok: false, error: IMPORT_MESSAGES.unknownFormat });
    expect(parseImportFile('{"some":"thing"}', 16)).toEqual({ ok: false, error: IMPORT_MESSAGES.unknownFormat });
    expect(parseImportFile('{"greeting": ', 13)).toEqual({ ok: false, error: IMPORT_MESSAGES.unreadableJson });
  });

  it('neither crashes nor hangs on deeply nested JSON', () => {
    const deep = `{"linkgroups":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const result = parseImportFile(deep, deep.length);
    if (result.ok) expect(result.value.folders).toEqual([]);
    else expect(result.error).toBe(IMPORT_MESSAGES.unreadableJson);
  });
});

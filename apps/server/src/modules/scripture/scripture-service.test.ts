import { beforeAll, describe, expect, it } from 'vitest';
import { DAILY_VERSES, parseReference, type ScriptureSources } from '@lodestar/core';
import { createScriptureService, type ScriptureService } from './scripture-service';

const ALL: ScriptureSources = { includeKJV: true, includeLDS: true };
const KJV: ScriptureSources = { includeKJV: true, includeLDS: false };
const LDS: ScriptureSources = { includeKJV: false, includeLDS: true };

let service: ScriptureService;
beforeAll(async () => {
  service = createScriptureService();
  await service.corpus();
});

async function text(reference: string, sources = ALL) {
  const result = await service.lookup(parseReference(reference)!, sources);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

async function failure(reference: string, sources = ALL) {
  const result = await service.lookup(parseReference(reference)!, sources);
  if (result.ok) throw new Error(`${reference} was found`);
  return result.message;
}

describe('the corpus', () => {
  it('holds every verse of the five volumes with the spec fields', async () => {
    const corpus = await service.corpus();
    expect(corpus.verses).toHaveLength(41_995);
    expect(corpus.books).toHaveLength(87);
    expect(corpus.verses[0]).toEqual({
      id: 1,
      bookTitle: 'Genesis',
      chapterNumber: 1,
      verseNumber: 1,
      scriptureText: 'In the beginning God created the heaven and the earth.',
      verseTitle: 'Genesis 1:1',
      verseShortTitle: 'Gen. 1:1',
      volumeTitle: 'Old Testament',
    });
    expect(corpus.verses.every((verse, index) => verse.id === index + 1)).toBe(true);
    expect(corpus.chapter('Doctrine and Covenants', 138).at(-1)?.verseNumber).toBe(60);
  });
});

describe('verses by reference', () => {
  it.each([
    ['John 3:16', 'John 3:16', 'For God so loved the world, that he gave his only begotten Son'],
    ['1 Nephi 3:7', '1 Nephi 3:7', 'I will go and do the things which the Lord hath commanded'],
    ['1 Ne 3:7', '1 Nephi 3:7', 'I will go and do the things which the Lord hath commanded'],
    ['D&C 4:2', 'Doctrine and Covenants 4:2', 'see that ye serve him with all your heart, might, mind and strength'],
    ['Moses 1:39', 'Moses 1:39', 'this is my work and my glory—to bring to pass the immortality and eternal life of man'],
    ['JS-H 1:17', 'Joseph Smith—History 1:17', 'I saw two Personages, whose brightness and glory defy all description'],
    ['Psalm 23:1', 'Psalms 23:1', 'The LORD is my shepherd; I shall not want.'],
    ['Song of Solomon 2:1', 'Song of Solomon 2:1', 'I am the rose of Sharon'],
  ])('%s is %s', async (reference, title, words) => {
    const [verse] = await text(reference);
    expect(verse!.verseTitle).toBe(title);
    expect(verse!.scriptureText).toContain(words);
  });

  it('reads a range in order', async () => {
    const verses = await text('John 3:16-18');
    expect(verses.map((verse) => verse.verseTitle)).toEqual(['John 3:16', 'John 3:17', 'John 3:18']);
    expect(verses[1]!.scriptureText).toBe(
      'For God sent not his Son into the world to condemn the world; but that the world through him might be saved.',
    );
  });

  it('answers every failure with the spec message', async () => {
    expect(await failure('Hezekiah 1:1')).toBe('Book "Hezekiah" not found. Try "John 11:44" or "1 Nephi 3:7"');
    expect(await failure('John 3:99')).toBe('Verse John 3:99 not found');
    expect(await failure('John 3:30-40')).toBe('Verses John 3:30-40 not found');
    expect(await failure('John 99:1')).toBe('Verse John 99:1 not found');
    expect(await failure('Alma 32:21', KJV)).toBe('Alma is not included in current scripture sources');
    expect(await failure('John 3:16', LDS)).toBe('John is not included in current scripture sources');
  });
});

describe('next and previous', () => {
  async function step(reference: string, direction: 1 | -1, sources = ALL) {
    const [verse] = await text(reference);
    const result = await service.adjacent(verse!.id, direction, sources);
    return result.ok ? result.value.verseTitle : result.message;
  }

  it('crosses chapter, book and volume ends', async () => {
    expect(await step('Malachi 4:6', 1)).toBe('Matthew 1:1');
    expect(await step('Malachi 4:6', -1)).toBe('Malachi 4:5');
    expect(await step('Matthew 1:1', -1)).toBe('Malachi 4:6');
    expect(await step('John 3:36', 1)).toBe('John 4:1');
    expect(await step('Genesis 50:26', 1)).toBe('Exodus 1:1');
    expect(await step('Revelation 22:21', 1)).toBe('1 Nephi 1:1');
    expect(await step('Moroni 10:34', 1)).toBe('Doctrine and Covenants 1:1');
  });

  it('skips excluded sources, and says when there is nothing further', async () => {
    expect(await step('Malachi 4:6', 1, KJV)).toBe('Matthew 1:1');
    expect(await step('Revelation 22:21', 1, KJV)).toBe('No next verse available');
    expect(await step('Genesis 1:1', -1)).toBe('No previous verse available');
    expect(await step('Articles of Faith 1:13', 1)).toBe('No next verse available');
    expect(await step('1 Nephi 1:1', -1, LDS)).toBe('No previous verse available');
  });
});

describe('random verse', () => {
  it('comes only from the chosen sources, spread over them', async () => {
    const picks = [0, 0.25, 0.5, 0.75, 0.999999];
    for (const value of picks) {
      const pinned = createScriptureService({ random: () => value, load: () => service.corpus(), warmIndex: false });
      expect((await pinned.random(LDS)).volumeTitle).toMatch(/Book of Mormon|Doctrine and Covenants|Pearl of Great Price/);
      expect((await pinned.random(KJV)).volumeTitle).toMatch(/Old Testament|New Testament/);
    }
    const first = createScriptureService({ random: () => 0, load: () => service.corpus(), warmIndex: false });
    expect((await first.random(LDS)).verseTitle).toBe('1 Nephi 1:1');
  });

  it('is drawn from the curated verses of the day, never from a genealogy', async () => {
    for (let value = 0; value < 1; value += 0.05) {
      const pinned = createScriptureService({ random: () => value, load: () => service.corpus(), warmIndex: false });
      expect(DAILY_VERSES).toContain((await pinned.random(ALL)).verseTitle);
    }
  });
});

describe('full-text search', () => {
  it("finds 'faith hope charity': at most 20 hits, phrase matches first, ranked", async () => {
    const result = await service.search('faith hope charity', ALL, 20);
    expect(result.total).toBeGreaterThan(20);
    expect(result.hits).toHaveLength(20);
    const titles = result.hits.map((hit) => hit.verse.verseShortTitle);
    expect(titles.slice(0, 2).sort()).toEqual(['1 Cor. 13:13', 'D&C 4:5']);
    const scores = result.hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const hit of result.hits.slice(0, 10)) expect(hit.verse.scriptureText.toLowerCase()).toMatch(/faith/);
  });

  it('keeps to the chosen sources', async () => {
    const lds = await service.search('faith hope charity', LDS, 20);
    expect(lds.hits.length).toBeGreaterThan(0);
    expect(lds.hits.every((hit) => hit.verse.volumeTitle !== 'Old Testament' && hit.verse.volumeTitle !== 'New Testament')).toBe(true);
    const kjv = await service.search('faith hope charity', KJV, 5);
    expect(kjv.hits).toHaveLength(5);
    expect(kjv.hits.every((hit) => /Testament/.test(hit.verse.volumeTitle))).toBe(true);
    expect(kjv.hits[0]!.verse.verseShortTitle).toBe('1 Cor. 13:13');
  });

  it('matches other forms of a word, and an unfinished last word', async () => {
    const believing = await service.search('believeth', ALL, 50);
    expect(believing.hits.some((hit) => /\bbelieve\b/i.test(hit.verse.scriptureText))).toBe(true);
    const partial = await service.search('charit', ALL, 5);
    expect(partial.hits[0]!.verse.scriptureText.toLowerCase()).toContain('charity');
    expect((await service.search('zzzzqqq', ALL, 20)).hits).toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { findBook, sourceOfVolume, type BookInfo, type Scripture, type ScriptureBookSummary, type VolumeTitle } from '@lodestar/core';

interface RawVerse {
  verse: number;
  text: string;
}
interface RawChapter {
  verses: RawVerse[];
}
interface RawVolume {
  books?: { book: string; chapters: RawChapter[] }[];
  sections?: RawChapter[];
}

/** The package's files, in canonical order; D&C has sections where the others have books of chapters. */
const VOLUME_FILES: ReadonlyArray<readonly [VolumeTitle, string]> = [
  ['Old Testament', 'old-testament.json'],
  ['New Testament', 'new-testament.json'],
  ['Book of Mormon', 'book-of-mormon.json'],
  ['Doctrine and Covenants', 'doctrine-and-covenants.json'],
  ['Pearl of Great Price', 'pearl-of-great-price.json'],
];

const chapterKey = (book: string, chapter: number) => `${book}|${chapter}`;
const verseKey = (book: string, chapter: number, verse: number) => `${book}|${chapter}|${verse}`;

/**
 * The standard works in memory: every verse in canonical order (a verse's id is its place, from 1),
 * looked up by book|chapter|verse (the spec's index) and by chapter.
 */
export class ScriptureCorpus {
  /** Index i holds the verse whose id is i + 1. */
  readonly verses: readonly Scripture[];
  /** 1 where the verse belongs to the latter-day scriptures, 0 for the KJV. */
  readonly latterDay: Uint8Array;
  readonly books: readonly ScriptureBookSummary[];
  private readonly byKey = new Map<string, number>();
  private readonly byChapter = new Map<string, readonly [start: number, end: number]>();

  constructor(verses: Scripture[]) {
    this.verses = verses;
    this.latterDay = new Uint8Array(verses.length);
    const chapterCounts = new Map<string, number>();
    verses.forEach((verse, index) => {
      this.latterDay[index] = sourceOfVolume(verse.volumeTitle) === 'lds' ? 1 : 0;
      this.byKey.set(verseKey(verse.bookTitle, verse.chapterNumber, verse.verseNumber), index);
      const key = chapterKey(verse.bookTitle, verse.chapterNumber);
      const range = this.byChapter.get(key);
      this.byChapter.set(key, range ? [range[0], index + 1] : [index, index + 1]);
      chapterCounts.set(verse.bookTitle, Math.max(chapterCounts.get(verse.bookTitle) ?? 0, verse.chapterNumber));
    });
    const books: ScriptureBookSummary[] = [];
    for (const verse of verses) {
      if (books.at(-1)?.title === verse.bookTitle) continue;
      const info = findBook(verse.bookTitle)!;
      books.push({ title: info.title, short: info.short, volume: info.volume, chapters: chapterCounts.get(info.title) ?? 0 });
    }
    this.books = books;
  }

  byId(id: number): Scripture | undefined {
    return Number.isInteger(id) ? this.verses[id - 1] : undefined;
  }

  find(book: string, chapter: number, verse: number): Scripture | undefined {
    const index = this.byKey.get(verseKey(book, chapter, verse));
    return index === undefined ? undefined : this.verses[index];
  }

  chapter(book: string, chapter: number): readonly Scripture[] {
    const range = this.byChapter.get(chapterKey(book, chapter));
    return range ? this.verses.slice(range[0], range[1]) : [];
  }
}

function makeVerse(id: number, book: BookInfo, chapter: number, raw: RawVerse): Scripture {
  const place = `${chapter}:${raw.verse}`;
  return {
    id,
    bookTitle: book.title,
    chapterNumber: chapter,
    verseNumber: raw.verse,
    scriptureText: raw.text,
    verseTitle: `${book.title} ${place}`,
    verseShortTitle: `${book.short} ${place}`,
    volumeTitle: book.volume,
  };
}

/** Builds the corpus from the parsed package files (one object per volume, in VOLUME_FILES order). */
export function corpusFromVolumes(volumes: readonly RawVolume[]): ScriptureCorpus {
  const verses: Scripture[] = [];
  volumes.forEach((volume, volumeIndex) => {
    const volumeTitle = VOLUME_FILES[volumeIndex]![0];
    const books = volume.sections ? [{ book: volumeTitle, chapters: volume.sections }] : (volume.books ?? []);
    for (const { book: name, chapters } of books) {
      const book = findBook(name);
      if (!book || book.volume !== volumeTitle) throw new Error(`scripture data: unknown book "${name}" in ${volumeTitle}`);
      chapters.forEach((chapter, chapterIndex) => {
        for (const raw of chapter.verses) verses.push(makeVerse(verses.length + 1, book, chapterIndex + 1, raw));
      });
    }
  });
  return new ScriptureCorpus(verses);
}

const require = createRequire(import.meta.url);

/** Reads the five volumes of @bencrowder/scriptures-json (about 14 MB of JSON) from node_modules. */
export async function loadCorpus(): Promise<ScriptureCorpus> {
  const volumes = await Promise.all(
    VOLUME_FILES.map(async ([, file]) => {
      const path = require.resolve(`@bencrowder/scriptures-json/${file}`);
      return JSON.parse(await readFile(path, 'utf8')) as RawVolume;
    }),
  );
  return corpusFromVolumes(volumes);
}

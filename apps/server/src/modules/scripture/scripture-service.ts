import {
  bookNotFoundMessage,
  findBook,
  isSourceIncluded,
  notInSourcesMessage,
  parseReference,
  randomDailyVerseReference,
  SCRIPTURE_MESSAGES,
  sourceOfVolume,
  verseNotFoundMessage,
  versesNotFoundMessage,
  type ParsedReference,
  type Scripture,
  type ScriptureSearchResult,
  type ScriptureSources,
} from '@lodestar/core';
import { loadCorpus, type ScriptureCorpus } from './scripture-corpus';
import { ScriptureSearchIndex } from './scripture-search';

export type LookupFailure = { ok: false; status: 400 | 404; code: string; message: string };
export type Lookup<T> = { ok: true; value: T } | LookupFailure;

const fail = (status: 400 | 404, code: string, message: string): LookupFailure => ({ ok: false, status, code, message });

export interface ScriptureServiceOptions {
  /** Where the verses come from; the installed package by default. */
  load?: () => Promise<ScriptureCorpus>;
  /** A number in [0, 1) for random mode's verse. */
  random?: () => number;
  /** Build the search index right after the corpus loads (default), rather than on the first search. */
  warmIndex?: boolean;
  /** Read the corpus (and build the index) soon after start-up instead of on the first request. */
  preload?: boolean;
}

export interface ScriptureStats {
  verses: number;
  terms: number;
  loadMs: number;
  indexMs: number;
}

/**
 * The scripture data service (spec 002 §7): the corpus is read on first use and kept in memory, and the
 * search index is built right after it (or on the first search). Every answer comes from memory.
 */
export function createScriptureService({ load = loadCorpus, random = Math.random, warmIndex = true, preload = false }: ScriptureServiceOptions = {}) {
  let corpusPromise: Promise<ScriptureCorpus> | undefined;
  let index: ScriptureSearchIndex | undefined;
  const stats: ScriptureStats = { verses: 0, terms: 0, loadMs: 0, indexMs: 0 };

  function corpus(): Promise<ScriptureCorpus> {
    corpusPromise ??= (async () => {
      const started = performance.now();
      const loaded = await load();
      stats.loadMs = performance.now() - started;
      stats.verses = loaded.verses.length;
      // The index follows in the next turn of the event loop, so the first search rarely waits for it.
      if (warmIndex) setTimeout(() => searchIndex(loaded), 0).unref();
      return loaded;
    })().catch((error: unknown) => {
      // A failed read is tried again on the next request instead of failing forever.
      corpusPromise = undefined;
      throw error;
    });
    return corpusPromise;
  }

  function searchIndex(loaded: ScriptureCorpus): ScriptureSearchIndex {
    if (!index) {
      const started = performance.now();
      index = new ScriptureSearchIndex(loaded.verses, loaded.latterDay);
      stats.indexMs = performance.now() - started;
      stats.terms = index.termCount;
    }
    return index;
  }

  // A second after start-up, so the server answers its health check first; a failure is retried on use.
  if (preload) setTimeout(() => void corpus().catch(() => undefined), 1000).unref();

  const included = (verse: Scripture, sources: ScriptureSources) => isSourceIncluded(sourceOfVolume(verse.volumeTitle), sources);

  return {
    stats: (): Readonly<ScriptureStats> => stats,
    corpus,

    async books() {
      return (await corpus()).books;
    },

    /** A verse or a range by reference, with the spec's messages for every way it can fail. */
    async lookup(reference: ParsedReference, sources: ScriptureSources): Promise<Lookup<Scripture[]>> {
      const book = findBook(reference.book);
      if (!book) return fail(404, 'BOOK_NOT_FOUND', bookNotFoundMessage(reference.book));
      if (!isSourceIncluded(sourceOfVolume(book.volume), sources)) {
        return fail(400, 'SOURCE_EXCLUDED', notInSourcesMessage(book.title));
      }
      const loaded = await corpus();
      const { chapter, verse, endVerse } = reference;
      if (endVerse === undefined) {
        const found = loaded.find(book.title, chapter, verse);
        return found ? { ok: true, value: [found] } : fail(404, 'VERSE_NOT_FOUND', verseNotFoundMessage(book.title, chapter, verse));
      }
      const verses: Scripture[] = [];
      for (let number = verse; number <= endVerse; number += 1) {
        const found = loaded.find(book.title, chapter, number);
        if (!found) return fail(404, 'VERSES_NOT_FOUND', versesNotFoundMessage(book.title, chapter, verse, endVerse));
        verses.push(found);
      }
      return { ok: true, value: verses };
    },

    async byId(id: number): Promise<Scripture | undefined> {
      return (await corpus()).byId(id);
    },

    /** The verse after (step 1) or before (step -1) a verse, across chapters, books and volumes, skipping excluded sources. */
    async adjacent(id: number, step: 1 | -1, sources: ScriptureSources): Promise<Lookup<Scripture>> {
      const loaded = await corpus();
      if (!loaded.byId(id)) return fail(404, 'VERSE_NOT_FOUND', SCRIPTURE_MESSAGES.failedToLoad);
      for (let index = id - 1 + step; index >= 0 && index < loaded.verses.length; index += step) {
        const verse = loaded.verses[index]!;
        if (included(verse, sources)) return { ok: true, value: verse };
      }
      return step === 1 ? fail(404, 'NO_NEXT', SCRIPTURE_MESSAGES.noNext) : fail(404, 'NO_PREVIOUS', SCRIPTURE_MESSAGES.noPrevious);
    },

    /** A verse drawn from the curated verses of the day (never a list of names), within the sources. */
    async random(sources: ScriptureSources): Promise<Scripture> {
      const loaded = await corpus();
      const reference = randomDailyVerseReference(sources, random);
      const parsed = reference ? parseReference(reference) : null;
      const book = parsed ? findBook(parsed.book) : null;
      return (parsed && book && loaded.find(book.title, parsed.chapter, parsed.verse)) || loaded.verses[0]!;
    },

    /** Every verse of one chapter (the widget keeps the last chapter read for offline reading). */
    async chapter(bookName: string, chapter: number, sources: ScriptureSources): Promise<Lookup<readonly Scripture[]>> {
      const book = findBook(bookName);
      if (!book) return fail(404, 'BOOK_NOT_FOUND', bookNotFoundMessage(bookName));
      if (!isSourceIncluded(sourceOfVolume(book.volume), sources)) return fail(400, 'SOURCE_EXCLUDED', notInSourcesMessage(book.title));
      const verses = (await corpus()).chapter(book.title, chapter);
      return verses.length ? { ok: true, value: verses } : fail(404, 'CHAPTER_NOT_FOUND', verseNotFoundMessage(book.title, chapter, 1));
    },

    async search(query: string, sources: ScriptureSources, limit: number): Promise<ScriptureSearchResult> {
      const found = searchIndex(await corpus()).search(query, sources, limit);
      return { query, ...found };
    },
  };
}

export type ScriptureService = ReturnType<typeof createScriptureService>;

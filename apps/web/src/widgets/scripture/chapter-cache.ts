import type { Scripture } from '@lodestar/core';

/**
 * The last chapter read, kept in this browser's IndexedDB (not in the synced document: a chapter is
 * up to 176 verses, and replacing it on every chapter change would only grow the user's document).
 * With it, reading on through the chapter works without the network.
 */
const DB_NAME = 'lodestar-scripture';
const STORE = 'chapters';
const KEY = 'last';

export interface CachedChapter {
  book: string;
  chapter: number;
  verses: Scripture[];
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available'));
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

let memory: CachedChapter | null = null;

export async function readLastChapter(): Promise<CachedChapter | null> {
  if (memory) return memory;
  memory = await run<CachedChapter | undefined>('readonly', (store) => store.get(KEY))
    .then((found) => found ?? null)
    .catch(() => null);
  return memory;
}

export async function saveLastChapter(chapter: CachedChapter): Promise<void> {
  memory = chapter;
  await run('readwrite', (store) => store.put(chapter, KEY)).catch(() => undefined);
}

/** The verse one step from `verse` inside the cached chapter, if the cache holds that chapter. */
export function stepInChapter(cached: CachedChapter | null, verse: Scripture, step: 1 | -1): Scripture | undefined {
  if (!cached || cached.book !== verse.bookTitle || cached.chapter !== verse.chapterNumber) return undefined;
  return cached.verses.find((candidate) => candidate.verseNumber === verse.verseNumber + step);
}

import { IndexeddbPersistence } from 'y-indexeddb';
import type { Doc } from 'yjs';

/**
 * Opens the IndexedDB copy of a document and waits until it is applied. Resolves null when IndexedDB
 * cannot be opened (private browsing in some browsers): the document then lives in memory and on the
 * server only, instead of never becoming ready.
 */
export async function openLocalCopy(name: string, doc: Doc): Promise<IndexeddbPersistence | null> {
  if (typeof indexedDB === 'undefined') return null;
  const persistence = new IndexeddbPersistence(name, doc);
  try {
    await Promise.race([
      persistence.whenSynced,
      // whenSynced never settles when opening fails: fail with the open instead.
      persistence._db.then(() => new Promise<never>(() => undefined)),
    ]);
    return persistence;
  } catch (error) {
    console.error('sync: IndexedDB is unavailable; keeping this document in memory', error);
    void persistence.destroy().catch(() => undefined);
    return null;
  }
}

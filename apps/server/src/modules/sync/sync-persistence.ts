import type { Document, Extension, onLoadDocumentPayload, onStoreDocumentPayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import type { Logger } from '../../logger';
import { SyncRefusal } from './sync-refusal';
import type { SyncStore } from './sync-store';

export interface PersistenceOptions {
  store: SyncStore;
  logger: Logger;
  /** Compact a document once it has this many rows. */
  compactAfterRows: number;
  /** Wait before retrying a store that failed (the changes stay in memory meanwhile). */
  retryStoreMs?: number;
  /** A deleted account's document is never loaded or stored again by this process. */
  isDeleted?: (documentName: string) => boolean;
}

/** What is in the database for one loaded document, as far as this process knows. */
interface Persisted {
  stateVector: Uint8Array;
  snapshot: Y.Snapshot;
  rows: number;
}

/**
 * Loads a document as the merge of its stored updates and stores only what changed since, as a new
 * row. Guards against the ways Hocuspocus setups lose documents: a load that fails refuses the
 * connection (nothing empty is served, hence nothing empty is stored), a document that never loaded
 * is never stored, and a store never replaces earlier rows.
 */
export function createPersistence({
  store,
  logger,
  compactAfterRows,
  retryStoreMs = 5_000,
  isDeleted = () => false,
}: PersistenceOptions) {
  const persisted = new WeakMap<Document, Persisted>();
  const retries = new Set<ReturnType<typeof setTimeout>>();

  async function compact(documentName: string, state: Persisted) {
    try {
      const merged = await store.compact(documentName);
      state.rows = Math.max(1, state.rows - merged + 1);
      logger.debug({ documentName, merged }, 'sync document compacted');
    } catch (error) {
      // The rows are untouched (the transaction rolled back); compaction is retried after later stores.
      logger.warn({ err: error, documentName }, 'sync compaction failed');
    }
  }

  const extension: Extension = {
    extensionName: 'LodestarPersistence',

    async onLoadDocument({ documentName, document }: onLoadDocumentPayload) {
      if (isDeleted(documentName)) throw new SyncRefusal('forbidden');
      let loaded;
      try {
        loaded = await store.load(documentName);
        if (loaded.update) Y.applyUpdate(document, loaded.update);
      } catch (error) {
        logger.error({ err: error, documentName }, 'sync document load failed; connection refused');
        throw new SyncRefusal('unavailable');
      }
      const state: Persisted = {
        stateVector: Y.encodeStateVector(document),
        snapshot: Y.snapshot(document),
        rows: loaded.rows,
      };
      persisted.set(document, state);
      if (state.rows >= compactAfterRows) await compact(documentName, state);
    },

    async onStoreDocument(payload: onStoreDocumentPayload) {
      const { documentName, document, instance } = payload;
      const state = persisted.get(document);
      // Never reached through Hocuspocus (a failed load unloads the document), but storing a
      // document that did not load would be storing an empty one over nothing we know of.
      if (!state) throw new Error(`refusing to store ${documentName}: it was never loaded`);
      if (isDeleted(documentName)) return;
      const snapshot = Y.snapshot(document);
      if (Y.equalSnapshots(state.snapshot, snapshot)) return;
      // Both read in the same tick, so the update holds exactly what the new state vector claims.
      const stateVector = Y.encodeStateVector(document);
      const update = Y.encodeStateAsUpdate(document, state.stateVector);
      try {
        await store.append(documentName, update);
      } catch (error) {
        logger.error({ err: error, documentName }, 'sync store failed; keeping the changes in memory and retrying');
        const timer = setTimeout(() => {
          retries.delete(timer);
          if (instance.documents.get(documentName) === document) void instance.storeDocumentHooks(document, payload);
        }, retryStoreMs);
        retries.add(timer);
        throw error;
      }
      state.stateVector = stateVector;
      state.snapshot = snapshot;
      state.rows += 1;
      if (state.rows >= compactAfterRows) await compact(documentName, state);
    },

    async onDestroy() {
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
    },
  };
  return extension;
}

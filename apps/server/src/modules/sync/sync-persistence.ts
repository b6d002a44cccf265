import type {
  beforeSyncPayload,
  Document,
  Extension,
  onLoadDocumentPayload,
  onStoreDocumentPayload,
} from '@hocuspocus/server';
import * as Y from 'yjs';
import type { Logger } from '../../logger';
import { DOCUMENT_TOO_LARGE_CLOSE } from '@lodestar/core';
import { createDocumentSizeLimit, type DocumentSizeLimit } from './document-size-limit';
import { describeStoreError } from './store-error';
import { SyncRefusal } from './sync-refusal';
import type { SyncStore } from './sync-store';

export interface PersistenceOptions {
  store: SyncStore;
  logger: Logger;
  /** Compact a document once it has this many rows. */
  compactAfterRows: number;
  /**
   * Compact a document once its rows add up to this many bytes (or twice the size of its last
   * compaction, if more): a document nearing the sync limit sheds its deleted content.
   */
  compactAfterBytes: number;
  /** Updates that would grow a document past this are refused (the connection is closed unacknowledged). */
  documentLimitBytes: number;
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
  /** The stored rows' total size. */
  bytes: number;
  /** Compact once `bytes` reaches this. */
  compactAtBytes: number;
  /** Changes applied since the last store that did not come through `beforeSync` (Redis, server-side). */
  unstored: boolean;
  compacting: boolean;
  sizeLimit: DocumentSizeLimit;
}

/** y-protocols' sync message types that carry an update (SyncStep2 and Update); SyncStep1 carries a state vector. */
const UPDATE_MESSAGES = new Set([1, 2]);
/** WebSocket close code when an update could not be stored (1011: the server hit an unexpected condition). */
const STORE_FAILED_CLOSE = 1011;
/** An encoded Yjs update with no structs and no deletions. */
const EMPTY_UPDATE_BYTES = 2;

function isConnectionOrigin(origin: unknown): boolean {
  return typeof origin === 'object' && origin !== null && (origin as { source?: unknown }).source === 'connection';
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
  compactAfterBytes,
  documentLimitBytes,
  retryStoreMs = 5_000,
  isDeleted = () => false,
}: PersistenceOptions) {
  const persisted = new WeakMap<Document, Persisted>();
  const retries = new Set<ReturnType<typeof setTimeout>>();

  const needsCompaction = (state: Persisted) => state.rows >= compactAfterRows || state.bytes >= state.compactAtBytes;

  /** Counts a stored row, and compacts when the document has grown enough. */
  async function stored(documentName: string, state: Persisted, bytes: number) {
    state.rows += 1;
    state.bytes += bytes;
    if (needsCompaction(state)) await compact(documentName, state);
  }

  async function compact(documentName: string, state: Persisted) {
    // Two connections' updates can reach the threshold together; one compaction at a time is enough.
    if (state.compacting) return;
    state.compacting = true;
    try {
      const { merged, bytes } = await store.compact(documentName);
      if (merged > 0) {
        // Rows appended while the compaction ran are counted twice here; the next load counts exactly.
        state.rows = Math.max(1, state.rows - merged + 1);
        state.bytes = bytes;
      }
      state.compactAtBytes = Math.max(compactAfterBytes, 2 * state.bytes);
      logger.debug({ documentName, merged, bytes }, 'sync document compacted');
    } catch (error) {
      // The rows are untouched (the transaction rolled back); compaction is retried after later stores.
      logger.warn({ error: describeStoreError(error), documentName, bytes: state.bytes }, 'sync compaction failed');
    } finally {
      state.compacting = false;
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
        logger.error({ error: describeStoreError(error), documentName }, 'sync document load failed; connection refused');
        throw new SyncRefusal('unavailable');
      }
      const state: Persisted = {
        stateVector: Y.encodeStateVector(document),
        snapshot: Y.snapshot(document),
        rows: loaded.rows,
        bytes: loaded.bytes,
        compactAtBytes: compactAfterBytes,
        unstored: false,
        compacting: false,
        sizeLimit: createDocumentSizeLimit(document, documentLimitBytes, loaded.update?.byteLength ?? 0),
      };
      persisted.set(document, state);
      // A client's update is stored by beforeSync before it is applied; anything else must wait for a store.
      document.on('update', (_update: Uint8Array, origin: unknown) => {
        if (!isConnectionOrigin(origin)) state.unstored = true;
      });
      if (needsCompaction(state)) await compact(documentName, state);
    },

    /**
     * Runs before Hocuspocus applies a client's update and answers it with SyncStatus (the client's
     * acknowledgement): the update is appended first, so an acknowledged edit is in the database even
     * if the process is killed the next instant. A failed append throws, which makes Hocuspocus close
     * the connection without acknowledging; the client keeps the change and sends it again on reconnect.
     */
    async beforeSync({ documentName, document, connection, type, payload }: beforeSyncPayload) {
      if (!UPDATE_MESSAGES.has(type) || payload.byteLength <= EMPTY_UPDATE_BYTES) return;
      if (isDeleted(documentName)) throw new SyncRefusal('forbidden');
      const state = persisted.get(document);
      if (!state) throw new Error(`refusing an update to ${documentName}: it was never loaded`);
      if (!state.sizeLimit.admits(payload)) {
        logger.warn({ documentName, bytes: payload.byteLength }, 'sync update refused: the document would be too large');
        // The client keeps the change and shows why it does not sync (it is not acknowledged).
        connection.webSocket.close(DOCUMENT_TOO_LARGE_CLOSE, 'document too large');
        throw new Error(`refusing an update to ${documentName}: the document would be too large`);
      }
      try {
        await store.append(documentName, payload);
      } catch (error) {
        logger.error({ error: describeStoreError(error), documentName, bytes: payload.byteLength }, 'sync update could not be stored; closing the connection unacknowledged');
        // Closing the socket (not only Hocuspocus's per-document connection) makes the provider reconnect
        // and send its unacknowledged changes again.
        connection.webSocket.close(STORE_FAILED_CLOSE, 'store failed');
        // Logged above; Hocuspocus prints what it catches, and a database error would carry the update's bytes.
        throw new Error(`the update to ${documentName} could not be stored`);
      }
      await stored(documentName, state, payload.byteLength);
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
      if (!state.unstored) {
        // Every change since the last store came from clients and was stored before it was applied.
        state.stateVector = stateVector;
        state.snapshot = snapshot;
        return;
      }
      const update = Y.encodeStateAsUpdate(document, state.stateVector);
      state.unstored = false;
      try {
        await store.append(documentName, update);
      } catch (error) {
        state.unstored = true;
        const summary = describeStoreError(error);
        logger.error({ error: summary, documentName, bytes: update.byteLength }, 'sync store failed; keeping the changes in memory and retrying');
        const timer = setTimeout(() => {
          retries.delete(timer);
          if (instance.documents.get(documentName) === document) void instance.storeDocumentHooks(document, payload);
        }, retryStoreMs);
        retries.add(timer);
        // Not the database's error: Hocuspocus prints what it catches, and that error carries the document.
        throw new Error(`${documentName} could not be stored: ${summary.reason}`);
      }
      state.stateVector = stateVector;
      state.snapshot = snapshot;
      await stored(documentName, state, update.byteLength);
    },

    async onDestroy() {
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
    },
  };
  return extension;
}

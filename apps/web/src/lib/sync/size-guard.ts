// Loaded with the engine (it needs Yjs): the shell only calls `allows`.
import * as Y from 'yjs';
import { DOCUMENT_SIZE_LIMIT_BYTES, SYNC_SIZE_MESSAGES } from '@lodestar/core';
import { notify } from '../notifications';

export interface SizeGuard {
  /** Whether a write adding about `addedBytes` keeps the document syncable; says why when it does not. */
  allows(addedBytes: number): boolean;
  stop(): void;
}

/**
 * Keeps a document under the size every device can sync. Measuring means encoding the whole document,
 * so the guard keeps a running upper bound instead (the size when last measured plus every update
 * since) and measures again only when a write would take that bound past the limit.
 */
export function createSizeGuard(doc: Y.Doc, limit = DOCUMENT_SIZE_LIMIT_BYTES): SizeGuard {
  const measure = () => Y.encodeStateAsUpdate(doc).byteLength;
  let bound = measure();
  const grow = (update: Uint8Array) => {
    bound += update.byteLength;
  };
  doc.on('update', grow);
  return {
    allows(addedBytes) {
      if (bound + addedBytes <= limit) return true;
      bound = measure();
      if (bound + addedBytes <= limit) return true;
      notify({
        id: 'sync-too-large',
        type: 'error',
        title: SYNC_SIZE_MESSAGES.tooLargeToSync,
        message: SYNC_SIZE_MESSAGES.changeRefused(bound + addedBytes),
        duration: 8000,
        source: 'sync',
      });
      return false;
    },
    stop: () => doc.off('update', grow),
  };
}

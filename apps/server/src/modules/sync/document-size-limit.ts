import * as Y from 'yjs';

export interface DocumentSizeLimit {
  /** Whether applying `update` keeps the document within the limit, or at least does not grow it. */
  admits(update: Uint8Array): boolean;
}

/**
 * The server's own check of a document's size, so a client that skips the app's checks cannot grow a
 * document past what any device can sync (or store without bound). Encoding the whole document is
 * costly, so it keeps an upper bound (the size when last measured plus every update since) and
 * measures, then tries the update on a copy, only when that bound would pass the limit.
 */
export function createDocumentSizeLimit(
  document: Y.Doc,
  limitBytes: number,
  /** The size of the stored updates it was loaded from, if known: their merge keeps deleted content, so it is no smaller than the document's encoding. */
  loadedBytes = Y.encodeStateAsUpdate(document).byteLength,
): DocumentSizeLimit {
  let bound = loadedBytes;
  document.on('update', (update: Uint8Array) => {
    bound += update.byteLength;
  });
  return {
    admits(update) {
      if (bound + update.byteLength <= limitBytes) return true;
      const current = Y.encodeStateAsUpdate(document);
      bound = current.byteLength;
      if (bound + update.byteLength <= limitBytes) return true;
      // Near the limit: a change that removes data must still get through.
      const trial = new Y.Doc();
      try {
        Y.applyUpdate(trial, current);
        Y.applyUpdate(trial, update);
        const after = Y.encodeStateAsUpdate(trial).byteLength;
        return after <= limitBytes || after <= bound;
      } finally {
        trial.destroy();
      }
    },
  };
}

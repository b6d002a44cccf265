import { fetchUpdates, type IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { openLocalCopy } from './local-copy';
import { localDatabaseName, localDocumentExists } from './local-documents';

/** The transaction origin of the merge, for observers that want to tell it apart. */
export const ANONYMOUS_MERGE_ORIGIN = 'lodestar:anonymous-merge';

/**
 * Merges the signed-out document into the account's, then deletes the signed-out copy so the merge
 * happens once. Every section's collections are top-level maps keyed by record id, so applying the
 * whole signed-out state keeps every record of both sides. Merging twice (a deletion blocked by
 * another tab) changes nothing: Yjs updates are idempotent.
 */
export async function mergeAnonymousDocument(account: Y.Doc, accountPersistence: IndexeddbPersistence): Promise<boolean> {
  if (!(await localDocumentExists(null))) return false;
  const anonymous = new Y.Doc();
  const source = await openLocalCopy(localDatabaseName(null), anonymous);
  if (!source) return false;
  try {
    const hasContent = Y.encodeStateVector(anonymous).length > 1;
    if (hasContent) {
      Y.applyUpdate(account, Y.encodeStateAsUpdate(anonymous), ANONYMOUS_MERGE_ORIGIN);
      // A barrier: this read-write transaction on the account's store starts only after the one that
      // wrote the merged update, so the signed-out copy is deleted only once the merge is on disk.
      await fetchUpdates(accountPersistence);
    }
    // Not awaited: a signed-out tab still open blocks the deletion until it closes, and the account
    // must not wait for that to connect.
    void source.clearData().catch((error: unknown) => console.error('sync: could not delete the signed-out copy', error));
    return hasContent;
  } finally {
    anonymous.destroy();
  }
}

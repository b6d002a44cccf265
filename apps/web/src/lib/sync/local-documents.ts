import { ANONYMOUS_DOCUMENT, userDocumentName } from '@lodestar/core';

/** The IndexedDB database holding a document's local copy. */
export function localDatabaseName(userId: string | null): string {
  return `lodestar:${userId === null ? ANONYMOUS_DOCUMENT : userDocumentName(userId)}`;
}

/** Deletes a local copy (account deletion clears local state). Resolves once deleted or blocked by another tab. */
export function clearLocalDocument(userId: string | null): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(localDatabaseName(userId));
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still has it open; the deletion completes when that tab closes it.
    request.onblocked = () => resolve();
  });
}

/** Whether a local database exists, without creating it where the browser can tell. */
export async function localDocumentExists(userId: string | null): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const name = localDatabaseName(userId);
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === name);
}

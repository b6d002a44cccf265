import type { SyncRefusalReason } from '@lodestar/core';

export interface SyncStatus {
  /** Signed out, the document lives only in this browser; signed in, it is the account's. */
  mode: 'anonymous' | 'account';
  /** The local copy (IndexedDB) has been read: the data shown is the user's, not just defaults. */
  ready: boolean;
  /** Connected to the sync server and accepted by it. */
  connected: boolean;
  /** Connected, the server's copy received, and every local change acknowledged by the server. */
  synced: boolean;
  /** The browser says it has no network; edits keep going to IndexedDB and are sent once back online. */
  offline: boolean;
  /** Why the server refused this document, until it accepts it: 'unauthenticated' (go to the login
   * page), 'no-access' (show the subscription gate), 'forbidden', or 'unavailable' (retried). */
  refused: SyncRefusalReason | null;
}

export function initialStatus(mode: SyncStatus['mode']): SyncStatus {
  return {
    mode,
    ready: false,
    connected: false,
    synced: false,
    offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    refused: null,
  };
}

/** WebSocket path of the sync server, on the same host and port as the app. */
export const SYNC_PATH = '/sync';

/** The Yjs document of one account; the server serves a user only their own. */
export function userDocumentName(userId: string): string {
  return `user:${userId}`;
}

/** Signed out, the browser keeps its document under this name, in IndexedDB only. */
export const ANONYMOUS_DOCUMENT = 'anonymous';

/** Why the server refused a sync connection (the permission-denied reason the client receives). */
export const SYNC_REFUSALS = {
  /** No valid session cookie came with the upgrade: the client should go to the login page. */
  unauthenticated: 'unauthenticated',
  /** The document asked for is not the signed-in user's own. */
  forbidden: 'forbidden',
  /** Signed in, but without an active subscription (or admin rights): the client should show the gate. */
  noAccess: 'no-access',
  /** The server could not check the session or read the stored document: nothing is served, retry later. */
  unavailable: 'unavailable',
} as const;

export type SyncRefusalReason = (typeof SYNC_REFUSALS)[keyof typeof SYNC_REFUSALS];

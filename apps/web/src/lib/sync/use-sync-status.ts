import { useSyncExternalStore } from 'react';
import type { Doc } from 'yjs';
import { useSyncStore } from './sync-context';
import type { SyncStatus } from './sync-status';

/** Connection state of the document: { mode, ready, connected, synced, offline, refused }. */
export function useSyncStatus(): SyncStatus {
  const store = useSyncStore();
  return useSyncExternalStore(store.subscribeStatus, store.getStatus, store.getStatus);
}

/**
 * The Yjs document itself, for work across sections (backup, restore), once its local copy has been
 * read; null before, so nothing reads an empty document for a real one. Use core's readSection /
 * writeSection on it.
 */
export function useSyncDoc(): Doc | null {
  const store = useSyncStore();
  const status = useSyncStatus();
  return status.ready ? store.getDoc() : null;
}

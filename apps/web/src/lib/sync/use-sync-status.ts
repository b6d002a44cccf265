import { useCallback, useSyncExternalStore } from 'react';
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

/**
 * A function that resolves once every change made so far has been acknowledged by the server (or at once when
 * there is no server to wait for: offline, signed out). A reload after a restore waits on it: leaving the page
 * while a large restore is still being sent would leave its last pieces nowhere but in an aborted write.
 */
export function useWhenSaved(): () => Promise<void> {
  const store = useSyncStore();
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        const saved = () => {
          const status = store.getStatus();
          return status.synced || !status.connected;
        };
        if (saved()) return resolve();
        const stop = store.subscribeStatus(() => {
          if (!saved()) return;
          stop();
          resolve();
        });
      }),
    [store],
  );
}

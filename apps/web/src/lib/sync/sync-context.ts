import { createContext, useContext } from 'react';
import { SyncStore } from './sync-store';

let fallback: SyncStore | null = null;

/**
 * Outside a SyncProvider (component tests, previews) the hooks use one in-memory document: they work,
 * nothing is persisted or sent.
 */
function fallbackStore(): SyncStore {
  if (!fallback) {
    fallback = new SyncStore({ userId: null, storage: 'memory', serverUrl: null });
    fallback.retain();
  }
  return fallback;
}

export const SyncContext = createContext<SyncStore | null>(null);

export function useSyncStore(): SyncStore {
  return useContext(SyncContext) ?? fallbackStore();
}

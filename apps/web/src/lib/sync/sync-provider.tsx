import { useEffect, useMemo, type ReactNode } from 'react';
import { SYNC_PATH } from '@lodestar/core';
import { SyncContext } from './sync-context';
import { whenFirstCardShown } from '../first-card';
import { SyncStore } from './sync-store';
import { serverOrigin } from '../app-host';

export interface SyncProviderProps {
  /** Signed in: the account's document (`user:<id>`), kept in IndexedDB and synced with the server.
   *  Signed out (null): the `anonymous` document, in IndexedDB only, merged into the account at sign-in. */
  user: { id: string } | null;
  /** Where the local copy lives; 'memory' keeps none (tests). */
  storage?: 'indexeddb' | 'memory';
  /** The sync server; defaults to ws(s)://<this host>/sync. null: never connect (tests, offline previews). */
  serverUrl?: string | null;
  children?: ReactNode;
}

export function defaultServerUrl(): string {
  const server = new URL(serverOrigin());
  return `${server.protocol === 'https:' ? 'wss' : 'ws'}://${server.host}${SYNC_PATH}`;
}

/** Opens the user's synced document for every section hook below it. */
export function SyncProvider({ user, storage = 'indexeddb', serverUrl, children }: SyncProviderProps) {
  const userId = user?.id ?? null;
  const url = serverUrl === undefined ? defaultServerUrl() : serverUrl;
  const store = useMemo(
    () => new SyncStore({ userId, storage, serverUrl: url, connectAfter: storage === 'indexeddb' ? whenFirstCardShown() : undefined }),
    [userId, storage, url],
  );
  useEffect(() => store.retain(), [store]);
  return <SyncContext.Provider value={store}>{children}</SyncContext.Provider>;
}

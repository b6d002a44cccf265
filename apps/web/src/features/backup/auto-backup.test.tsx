import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import * as Y from 'yjs';
import { bookmarksSection, putRecord, readSection, type BookmarkLink } from '@lodestar/core';
import { notificationStore } from '../../lib/notifications';
import { SyncContext } from '../../lib/sync/sync-context';
import { SyncStore } from '../../lib/sync/sync-store';
import { AutoBackup, CHECKED_RESTORE_KEY } from './auto-backup';
import { snapshotBackup } from './backup-document';
import { backupDefinitions } from './backup-sections';
import { AUTO_BACKUP_KEY, loadLocalBackup, saveLocalBackup } from './backup-store';
import { pageReload } from './page-reload';

const link: BookmarkLink = { id: 'a', url: 'https://a.example.com/', title: 'Alpha', period: 'morning', alwaysShow: false, order: 1, createdAt: 1 };

async function openStore() {
  const store = new SyncStore({ userId: 'u1', storage: 'memory', serverUrl: null });
  const release = store.retain();
  await waitFor(() => expect(store.getStatus().ready).toBe(true));
  return { store, doc: store.getDoc()!, release };
}

function mount(store: SyncStore) {
  render(
    <SyncContext.Provider value={store}>
      <AutoBackup userId="u1" />
    </SyncContext.Provider>,
  );
}

const titles = (doc: Y.Doc) => Object.values(readSection(doc, bookmarksSection).links).map((item) => item.title);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  sessionStorage.clear();
  notificationStore.clear();
  vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AutoBackup', () => {
  it('waits for the server’s copy, then backs the document up', async () => {
    const { store, doc, release } = await openStore();
    putRecord(doc, bookmarksSection, 'links', 'a', link);
    mount(store);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await loadLocalBackup('u1', AUTO_BACKUP_KEY)).toBeNull();

    act(() => store.updateStatus({ synced: true }));
    await waitFor(async () => expect(await loadLocalBackup('u1', AUTO_BACKUP_KEY)).not.toBeNull());
    expect(sessionStorage.getItem(CHECKED_RESTORE_KEY)).toBe('true');
    release();
  });

  it('backs up a new account as soon as its first data arrives after the first check', async () => {
    const { store, doc, release } = await openStore();
    mount(store);
    act(() => store.updateStatus({ synced: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await loadLocalBackup('u1', AUTO_BACKUP_KEY)).toBeNull();

    putRecord(doc, bookmarksSection, 'links', 'a', link);
    await waitFor(async () => expect(await loadLocalBackup('u1', AUTO_BACKUP_KEY)).not.toBeNull());
    release();
  });

  it('restores an empty account from the automatic copy once per session, then reloads after 1.5 s', async () => {
    const source = new Y.Doc();
    putRecord(source, bookmarksSection, 'links', 'a', link);
    await saveLocalBackup('u1', AUTO_BACKUP_KEY, snapshotBackup(source, backupDefinitions(), new Date()));

    const { store, doc, release } = await openStore();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    mount(store);
    act(() => store.updateStatus({ synced: true }));
    await waitFor(() => expect(titles(doc)).toEqual(['Alpha']));
    expect(notificationStore.getSnapshot().map((toast) => toast.title)).toContain('Backup restored');
    expect(pageReload.reload).not.toHaveBeenCalled();
    expect(timers.mock.calls.some(([, ms]) => ms === 1500)).toBe(true);
    await waitFor(() => expect(pageReload.reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    release();
  });

  it('does not restore again in the same session', async () => {
    const source = new Y.Doc();
    putRecord(source, bookmarksSection, 'links', 'a', link);
    await saveLocalBackup('u1', AUTO_BACKUP_KEY, snapshotBackup(source, backupDefinitions(), new Date()));
    sessionStorage.setItem(CHECKED_RESTORE_KEY, 'true');

    const { store, doc, release } = await openStore();
    mount(store);
    act(() => store.updateStatus({ synced: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(titles(doc)).toEqual([]);
    expect(pageReload.reload).not.toHaveBeenCalled();
    // The empty document did not replace the copy that has data.
    const kept = (await loadLocalBackup('u1', AUTO_BACKUP_KEY)) as { data: { tabs: { timeBasedLinks: { morning: unknown[] } } } };
    expect(kept.data.tabs.timeBasedLinks.morning).toHaveLength(1);
    release();
  });
});

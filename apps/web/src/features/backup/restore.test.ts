import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  bookmarksSection,
  DOCUMENT_SIZE_LIMIT_BYTES,
  parseBackup,
  SYNC_CHUNK_BYTES,
  putRecord,
  readSection,
  settingsSection,
  widgetVisibilitySection,
  writeField,
  type BookmarkLink,
} from '@lodestar/core';
import { documentHasData, parseStoredBackup, snapshotBackup } from './backup-document';
import { AUTO_BACKUP_KEY, BEFORE_RESTORE_KEY, loadLocalBackup, saveLocalBackup } from './backup-store';
import { RestoreError, restoreBackup, takeRestoredFlag, undoRestore } from './restore';

const definitions = [bookmarksSection, widgetVisibilitySection, settingsSection];
const link = (id: string, title: string): BookmarkLink => ({
  id,
  url: `https://${id}.example.com/`,
  title,
  period: 'morning',
  alwaysShow: false,
  order: 1,
  createdAt: 1,
});

function docWith(titles: Record<string, string>, calendar: boolean) {
  const doc = new Y.Doc();
  for (const [id, title] of Object.entries(titles)) putRecord(doc, bookmarksSection, 'links', id, link(id, title));
  writeField(doc, widgetVisibilitySection, 'calendar', calendar);
  return doc;
}

/** A backup file of `count` bookmarks with 500-character titles (about 0.6 KB each). */
function bigBackup(count: number): string {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (let i = 0; i < count; i += 1) putRecord(doc, bookmarksSection, 'links', `l${i}`, link(`l${i}`, `${i} ${'x'.repeat(490)}`));
  });
  return JSON.stringify(snapshotBackup(doc, definitions, new Date()));
}

const titles = (doc: Y.Doc) => Object.values(readSection(doc, bookmarksSection).links).map((item) => item.title).sort();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  sessionStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('backup and restore', () => {
  it('restores a backup over changed data in one transaction, and undoes it', async () => {
    const doc = docWith({ a: 'Alpha' }, true);
    const backup = JSON.stringify(snapshotBackup(doc, definitions, new Date()));
    // The user changes things after exporting.
    putRecord(doc, bookmarksSection, 'links', 'b', link('b', 'Beta'));
    writeField(doc, widgetVisibilitySection, 'calendar', false);
    let transactions = 0;
    doc.on('afterTransaction', () => (transactions += 1));

    await restoreBackup(doc, 'u1', definitions, parseBackup(backup, definitions));
    expect(transactions).toBe(1);
    expect(titles(doc)).toEqual(['Alpha']);
    expect(readSection(doc, widgetVisibilitySection).calendar).toBe(true);
    expect(takeRestoredFlag('u1')).toBe(true);
    expect(takeRestoredFlag('u1')).toBe(false);

    await undoRestore(doc, 'u1', definitions);
    expect(titles(doc)).toEqual(['Alpha', 'Beta']);
    expect(readSection(doc, widgetVisibilitySection).calendar).toBe(false);
  });

  it('changes nothing, and keeps no undo copy, when the file is broken', async () => {
    const doc = docWith({ a: 'Alpha' }, true);
    const before = Y.encodeStateAsUpdate(doc);
    const broken = JSON.stringify({ version: 1, timestamp: new Date().toISOString(), data: { widgetVisibility: 'all', tabs: 3 } });
    const failure = restoreBackup(doc, 'u1', definitions, parseBackup(broken, definitions));
    await expect(failure).rejects.toBeInstanceOf(RestoreError);
    await expect(failure).rejects.toThrow(/widgetVisibility: expected an object/);
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
    expect(await loadLocalBackup('u1', BEFORE_RESTORE_KEY)).toBeNull();
    expect(takeRestoredFlag('u1')).toBe(false);
  });

  it('keeps each account’s copies apart', async () => {
    const doc = docWith({ a: 'Alpha' }, true);
    await saveLocalBackup('u1', AUTO_BACKUP_KEY, snapshotBackup(doc, definitions, new Date()));
    expect(await loadLocalBackup('u2', AUTO_BACKUP_KEY)).toBeNull();
    const stored = parseStoredBackup(await loadLocalBackup('u1', AUTO_BACKUP_KEY), definitions);
    expect(stored.ok).toBe(true);
    expect(parseStoredBackup(null, definitions).ok).toBe(false);
  });

  it('tells an empty document from one with data', () => {
    expect(documentHasData(new Y.Doc(), definitions)).toBe(false);
    expect(documentHasData(docWith({}, true), definitions)).toBe(true);
    expect(documentHasData(docWith({ a: 'Alpha' }, false), definitions)).toBe(true);
  });

  it('refuses a backup whose data could not sync, with its size, and changes nothing', async () => {
    const doc = docWith({ a: 'Alpha' }, true);
    const before = Y.encodeStateAsUpdate(doc);
    const file = bigBackup(24_000);
    expect(file.length).toBeGreaterThan(DOCUMENT_SIZE_LIMIT_BYTES);
    const failure = restoreBackup(doc, 'u1', definitions, parseBackup(file, definitions));
    await expect(failure).rejects.toThrow(/^This backup would make your data 1\d\.\d MB; at most 12 MB can sync across your devices\. Nothing was changed\.$/);
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
    expect(await loadLocalBackup('u1', BEFORE_RESTORE_KEY)).toBeNull();
  });

  it('writes a large restore in pieces, each sent as its own update under the chunk size', async () => {
    const doc = docWith({ a: 'Alpha' }, true);
    const updates: number[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update.byteLength));
    await restoreBackup(doc, 'u1', definitions, parseBackup(bigBackup(4_000), definitions));
    expect(Object.keys(readSection(doc, bookmarksSection).links)).toHaveLength(4_000);
    expect(updates.length).toBeGreaterThanOrEqual(4);
    for (const bytes of updates) expect(bytes).toBeLessThanOrEqual(SYNC_CHUNK_BYTES);
  });
});

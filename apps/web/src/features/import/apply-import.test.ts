import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { bookmarksSection, parseImportFile, putRecord, readSection, settingsSection, startPageSection, type ParsedImport } from '@lodestar/core';
import tabliss from '../../../../../e2e/fixtures/import/tabliss.json?raw';
import { ApiError } from '../../lib/api';
import { BEFORE_RESTORE_KEY, loadLocalBackup } from '../backup/backup-store';
import { undoRestore } from '../backup/restore';
import { applyImport, ImportError } from './apply-import';

const saveServerSnapshot = vi.hoisted(() => vi.fn());
vi.mock('../backup/server-snapshots', async (original) => ({ ...(await original<object>()), saveServerSnapshot }));

const definitions = [bookmarksSection, settingsSection, startPageSection];
const ALL = { greetingName: true, hour12: true, background: true };

function parsedTabliss(): ParsedImport {
  const result = parseImportFile(tabliss, tabliss.length);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function docWithMail() {
  const doc = new Y.Doc();
  putRecord(doc, bookmarksSection, 'links', 'mine', { id: 'mine', url: 'https://mail.proton.me/u/0/inbox', title: 'My mail', period: 'evening', alwaysShow: false, order: 3, createdAt: 1 });
  return doc;
}

const titles = (doc: Y.Doc) => Object.values(readSection(doc, bookmarksSection).links).map((link) => link.title);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  saveServerSnapshot.mockReset();
});

describe('applyImport', () => {
  it('takes a "Before import" snapshot first, then adds the new links and the chosen settings; saved cards stay as they were', async () => {
    saveServerSnapshot.mockResolvedValue({ id: 1 });
    const doc = docWithMail();
    const plan = await applyImport(doc, { parsed: parsedTabliss(), folders: {}, settings: { ...ALL, background: false }, signedIn: true, owner: 'u1', definitions });
    expect(saveServerSnapshot).toHaveBeenCalledWith('before-import');
    expect(plan.add.map((link) => link.title)).toEqual(['Tabliss', 'Bbc', 'Search']);
    expect(titles(doc).sort()).toEqual(['Bbc', 'My mail', 'Search', 'Tabliss']);
    expect(readSection(doc, bookmarksSection).links.mine).toMatchObject({ title: 'My mail', period: 'evening', order: 3 });
    expect(readSection(doc, settingsSection).clock).toEqual({ hour12: false });
    expect(readSection(doc, startPageSection).greeting).toEqual({ name: 'Ada' });
    expect(readSection(doc, startPageSection).background.mode).toBe('daily');
  });

  it('changes nothing when the server snapshot cannot be taken, and says so', async () => {
    saveServerSnapshot.mockRejectedValue(new ApiError(500, 'SERVER', 'The server had a problem.'));
    const doc = docWithMail();
    const attempt = applyImport(doc, { parsed: parsedTabliss(), folders: {}, settings: ALL, signedIn: true, owner: 'u1', definitions });
    await expect(attempt).rejects.toThrow(ImportError);
    await expect(attempt).rejects.toThrow(/Could not save a snapshot of your data on the server first, so nothing was imported/);
    expect(titles(doc)).toEqual(['My mail']);
  });

  it('can be undone right after from the copy kept in this browser (signed out: no server snapshot)', async () => {
    const doc = docWithMail();
    await applyImport(doc, { parsed: parsedTabliss(), folders: {}, settings: ALL, signedIn: false, owner: 'anonymous', definitions });
    expect(saveServerSnapshot).not.toHaveBeenCalled();
    expect(await loadLocalBackup('anonymous', BEFORE_RESTORE_KEY)).not.toBeNull();
    expect(readSection(doc, startPageSection).background).toMatchObject({ mode: 'shipped', shippedId: 'lagoon' });
    await undoRestore(doc, 'anonymous', definitions);
    expect(titles(doc)).toEqual(['My mail']);
    expect(readSection(doc, startPageSection).greeting.name).toBe('');
  });
});

import { useCallback, useMemo, useState } from 'react';
import { BACKUP_MESSAGES, backupFileName, bookmarksExportFileName, bookmarksToNetscape, parseBackup } from '@lodestar/core';
import { notify } from '../../lib/notifications';
import { useSyncDoc, useWhenSaved } from '../../lib/sync';
import { parseStoredBackup, snapshotBackup } from './backup-document';
import { backupDefinitions } from './backup-sections';
import { AUTO_BACKUP_KEY, loadLocalBackup } from './backup-store';
import { downloadText } from './download';
import { RELOAD_AFTER_RESTORE_MS } from './page-reload';
import { announceRestore } from './restore-toasts';
import { restoreBackup, restoreErrorMessage } from './restore';
import { savedLinks } from './saved-links';
import { readSnapshotForRestore } from './server-snapshots';

const failed = (title: string, message: string) => notify({ type: 'error', title, message, duration: 5000, source: 'backup' });

/**
 * The Data & Backup actions. They work on the synced document once its local copy has been read
 * (ready); signed out, the local copies are kept under 'anonymous'.
 */
export function useBackupActions(userId: string | null) {
  const doc = useSyncDoc();
  const whenSaved = useWhenSaved();
  const [busy, setBusy] = useState(false);
  const owner = userId ?? 'anonymous';
  const definitions = useMemo(() => backupDefinitions(), []);

  const exportBackup = useCallback(() => {
    if (!doc) return;
    try {
      const now = new Date();
      const fileName = backupFileName(now);
      downloadText(fileName, `${JSON.stringify(snapshotBackup(doc, definitions, now), null, 2)}\n`);
      notify({ type: 'success', title: 'Backup created', message: `Saved ${fileName}`, duration: 3000, source: 'backup' });
    } catch (error) {
      console.error('backup: export failed', error);
      failed(BACKUP_MESSAGES.createFailed, 'Please try again.');
    }
  }, [doc, definitions]);

  /** The bookmarks as a Netscape bookmark file, which every browser imports (folders by period). */
  const exportBookmarks = useCallback(() => {
    if (!doc) return;
    const now = new Date();
    const fileName = bookmarksExportFileName(now);
    downloadText(fileName, bookmarksToNetscape(savedLinks(doc), now), 'text/html');
    notify({ type: 'success', title: 'Bookmarks exported', message: `Saved ${fileName}`, duration: 3000, source: 'backup' });
  }, [doc]);

  const restore = useCallback(
    async (read: () => Promise<ReturnType<typeof parseBackup> | null>) => {
      if (!doc || busy) return;
      setBusy(true);
      try {
        const parsed = await read();
        if (!parsed) return;
        await restoreBackup(doc, owner, definitions, parsed);
        announceRestore(doc, owner, definitions, RELOAD_AFTER_RESTORE_MS, whenSaved);
      } catch (error) {
        const { title, message } = restoreErrorMessage(error);
        failed(title, message);
      } finally {
        setBusy(false);
      }
    },
    [doc, busy, owner, definitions, whenSaved],
  );

  const importFile = useCallback(
    (file: File) =>
      restore(async () => {
        let text: string;
        try {
          text = await file.text();
        } catch {
          return { ok: false, errors: ['The file could not be read'] };
        }
        return parseBackup(text, definitions);
      }),
    [restore, definitions],
  );

  const restoreAutoBackup = useCallback(
    () =>
      restore(async () => {
        const stored = await loadLocalBackup(owner, AUTO_BACKUP_KEY).catch(() => null);
        if (stored === null) {
          notify({
            type: 'info',
            title: BACKUP_MESSAGES.noAutoBackup,
            message: 'While you are signed in, a copy of your data is saved in this browser every 5 minutes.',
            duration: 5000,
            source: 'backup',
          });
          return null;
        }
        return parseStoredBackup(stored, definitions);
      }),
    [restore, owner, definitions],
  );

  /** Restores a server snapshot through the same path (local copy first, toast with its undo). */
  const restoreServerSnapshot = useCallback(
    (id: number) => restore(() => readSnapshotForRestore(id, definitions, new Date())),
    [restore, definitions],
  );

  return { ready: doc !== null, busy, exportBackup, exportBookmarks, importFile, restoreAutoBackup, restoreServerSnapshot };
}

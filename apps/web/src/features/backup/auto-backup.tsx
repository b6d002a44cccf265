import { useEffect, useMemo, useState } from 'react';
import { backupHasData } from '@lodestar/core';
import { useSyncDoc, useSyncStatus, useWhenSaved } from '../../lib/sync';
import { documentHasData, parseStoredBackup, snapshotBackup } from './backup-document';
import { backupDefinitions } from './backup-sections';
import { AUTO_BACKUP_KEY, loadLocalBackup, saveLocalBackup } from './backup-store';
import { RELOAD_AFTER_AUTO_RESTORE_MS } from './page-reload';
import { announceRestore, offerUndoAfterReload } from './restore-toasts';
import { restoreBackup, takeRestoredFlag } from './restore';

/** Spec 000 §9: a backup every 5 minutes. */
export const AUTO_BACKUP_INTERVAL_MS = 300_000;
/** The spec's once-per-session marker (sessionStorage). */
export const CHECKED_RESTORE_KEY = 'has-checked-restore';

function firstCheckThisSession(): boolean {
  try {
    if (sessionStorage.getItem(CHECKED_RESTORE_KEY) === 'true') return false;
    sessionStorage.setItem(CHECKED_RESTORE_KEY, 'true');
    return true;
  } catch {
    return false;
  }
}

/**
 * Signed in: keeps an automatic copy of the user's data in this browser (at once, then every 5
 * minutes) and, once per session, brings it back when the account's document comes back empty.
 * Both wait for the server's copy: before that an empty local document may only mean "not loaded".
 */
export function AutoBackup({ userId }: { userId: string }) {
  const doc = useSyncDoc();
  const { synced } = useSyncStatus();
  const [serverSeen, setServerSeen] = useState(false);
  const definitions = useMemo(() => backupDefinitions(), []);
  const whenSaved = useWhenSaved();

  useEffect(() => {
    if (synced) setServerSeen(true);
  }, [synced]);

  useEffect(() => {
    if (doc && takeRestoredFlag(userId)) offerUndoAfterReload(doc, userId, definitions, whenSaved);
  }, [doc, userId, definitions, whenSaved]);

  useEffect(() => {
    if (!doc || !serverSeen) return;
    let stopped = false;

    // A new account's first data (its default agents) may be written just after the first backup found
    // the document empty: the copy is made as soon as it arrives, not 5 minutes later.
    const onFirstData = () => {
      if (!documentHasData(doc, definitions)) return;
      doc.off('update', onFirstData);
      void backUp();
    };

    const backUp = async () => {
      if (stopped) return;
      // An empty document never replaces a copy that has data: it is what a restore would need.
      if (!documentHasData(doc, definitions)) {
        doc.off('update', onFirstData);
        doc.on('update', onFirstData);
        return;
      }
      try {
        await saveLocalBackup(userId, AUTO_BACKUP_KEY, snapshotBackup(doc, definitions, new Date()));
      } catch (error) {
        console.error('backup: the automatic backup failed', error);
      }
    };

    const restoreIfEmpty = async (): Promise<boolean> => {
      if (!firstCheckThisSession() || documentHasData(doc, definitions)) return false;
      const parsed = parseStoredBackup(await loadLocalBackup(userId, AUTO_BACKUP_KEY).catch(() => null), definitions);
      if (stopped || !parsed.ok) return false;
      if (!backupHasData(parsed.data, definitions)) return false;
      await restoreBackup(doc, userId, definitions, parsed);
      announceRestore(doc, userId, definitions, RELOAD_AFTER_AUTO_RESTORE_MS, whenSaved);
      return true;
    };

    void restoreIfEmpty()
      .catch((error: unknown) => {
        console.error('backup: the automatic restore failed', error);
        return false;
      })
      .then((restored) => {
        if (!restored) void backUp();
      });
    const timer = setInterval(() => void backUp(), AUTO_BACKUP_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      doc.off('update', onFirstData);
    };
  }, [doc, serverSeen, userId, definitions, whenSaved]);

  return null;
}

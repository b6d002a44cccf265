import type { Doc } from 'yjs';
import { BACKUP_MESSAGES, DOCUMENT_SIZE_LIMIT_BYTES, SYNC_SIZE_MESSAGES, type AnySectionDefinition, type ParsedBackup } from '@lodestar/core';
import { applyBackup, describeBackupErrors, parseStoredBackup, sizeAfterBackup, snapshotBackup } from './backup-document';
import { BEFORE_RESTORE_KEY, loadLocalBackup, saveLocalBackup } from './backup-store';

/** Set just before the reload that follows a restore, so the reloaded page can offer to undo it. */
const RESTORED_FLAG = 'lodestar:restored';

export class RestoreError extends Error {
  readonly title = BACKUP_MESSAGES.restoreFailed;
}

/**
 * Restores a validated backup: nothing changes unless the whole backup is valid, the data it makes can
 * sync (a document over the limit could never reach the server or the other devices), and a copy of the
 * current data has been saved first (the undo); then every section is written.
 */
export async function restoreBackup(doc: Doc, userId: string, definitions: readonly AnySectionDefinition[], parsed: ParsedBackup) {
  if (!parsed.ok) throw new RestoreError(describeBackupErrors(parsed.errors));
  const projected = sizeAfterBackup(doc, definitions, parsed.data);
  if (projected > DOCUMENT_SIZE_LIMIT_BYTES) throw new RestoreError(SYNC_SIZE_MESSAGES.restoreRefused(projected));
  try {
    await saveLocalBackup(userId, BEFORE_RESTORE_KEY, snapshotBackup(doc, definitions, new Date()));
  } catch (error) {
    console.error('backup: could not save the current data before restoring', error);
    throw new RestoreError('Could not save a copy of your current data first, so nothing was changed.');
  }
  applyBackup(doc, definitions, parsed.data);
  markRestored(userId);
}

/** Puts back the data saved just before the last restore. */
export async function undoRestore(doc: Doc, userId: string, definitions: readonly AnySectionDefinition[]) {
  const parsed = parseStoredBackup(await loadLocalBackup(userId, BEFORE_RESTORE_KEY), definitions);
  if (!parsed.ok) throw new RestoreError('The data from before the restore is no longer available.');
  applyBackup(doc, definitions, parsed.data);
  clearRestored();
}

function markRestored(userId: string) {
  try {
    // Whose restore it was: only that account's next page load offers to undo it.
    sessionStorage.setItem(RESTORED_FLAG, userId);
  } catch {
    // Without session storage the reloaded page simply does not offer the undo.
  }
}

function clearRestored() {
  try {
    sessionStorage.removeItem(RESTORED_FLAG);
  } catch {
    // Nothing to clear.
  }
}

/** Whether this page load follows a restore of `userId`'s data (asked once: the flag is removed). */
export function takeRestoredFlag(userId: string): boolean {
  try {
    const value = sessionStorage.getItem(RESTORED_FLAG);
    sessionStorage.removeItem(RESTORED_FLAG);
    return value === userId;
  } catch {
    return false;
  }
}

export function restoreErrorMessage(error: unknown): { title: string; message: string } {
  if (error instanceof RestoreError) return { title: error.title, message: error.message };
  return { title: BACKUP_MESSAGES.restoreFailed, message: 'Something went wrong; nothing was changed.' };
}

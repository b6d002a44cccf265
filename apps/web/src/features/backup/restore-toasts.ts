import type { Doc } from 'yjs';
import type { AnySectionDefinition } from '@lodestar/core';
import { notify } from '../../lib/notifications';
import { RELOAD_AFTER_RESTORE_MS, reloadAfter } from './page-reload';
import { restoreErrorMessage, undoRestore } from './restore';

const UNDO_LABEL = 'Undo restore';

/** Puts back the data from before the restore, then reloads. */
export async function runUndoRestore(doc: Doc, userId: string, definitions: readonly AnySectionDefinition[], whenSaved?: () => Promise<void>) {
  try {
    await undoRestore(doc, userId, definitions);
  } catch (error) {
    notify({ type: 'error', ...restoreErrorMessage(error), duration: 5000, source: 'backup' });
    return;
  }
  notify({ id: 'backup-restored', type: 'success', title: 'Restore undone', message: 'Your previous data is back. Reloading...', duration: 0, source: 'backup' });
  reloadAfter(RELOAD_AFTER_RESTORE_MS, whenSaved);
}

/** After a restore: the success toast (with its undo), then the reload 2 s later, once the server has it all. */
export function announceRestore(
  doc: Doc,
  userId: string,
  definitions: readonly AnySectionDefinition[],
  reloadMs = RELOAD_AFTER_RESTORE_MS,
  whenSaved?: () => Promise<void>,
) {
  const cancelReload = reloadAfter(reloadMs, whenSaved);
  notify({
    id: 'backup-restored',
    type: 'success',
    title: 'Backup restored',
    message: 'Reloading to show your restored data...',
    duration: 0,
    source: 'backup',
    actions: [
      {
        id: 'undo-restore',
        label: UNDO_LABEL,
        onClick: () => {
          cancelReload();
          void runUndoRestore(doc, userId, definitions, whenSaved);
        },
      },
    ],
  });
}

/** On the page reloaded after a restore: the undo stays on offer for 15 s. */
export function offerUndoAfterReload(doc: Doc, userId: string, definitions: readonly AnySectionDefinition[], whenSaved?: () => Promise<void>) {
  notify({
    id: 'backup-restored',
    type: 'success',
    title: 'Backup restored',
    message: 'Your data was restored from the backup.',
    duration: 15_000,
    source: 'backup',
    actions: [{ id: 'undo-restore', label: UNDO_LABEL, onClick: () => void runUndoRestore(doc, userId, definitions, whenSaved) }],
  });
}

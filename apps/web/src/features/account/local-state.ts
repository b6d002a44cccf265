import { clearLocalDocument } from '../../lib/sync';
import { deleteBackupDatabase } from '../backup/backup-store';

/**
 * Account deletion clears local state (spec 000 §4): every local and session key of this app (the
 * spec's navCollapsed, selectedPrice, the subscription flags, has-checked-restore, topMenuSettings,
 * theme, musicMuted, the widget data keys and ours), the account's synced document and the signed-out
 * one, and the account's backup database. Each step is best effort: the account is already gone.
 */
export async function clearLocalState(userId: string): Promise<void> {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      storage().clear();
    } catch {
      // Storage blocked: there is nothing of ours in it.
    }
  }
  await Promise.all([clearLocalDocument(userId), clearLocalDocument(null), deleteBackupDatabase(userId)]);
}

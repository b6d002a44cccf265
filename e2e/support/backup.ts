import type { Page } from '@playwright/test';
import { openSettingsSection } from './practice';

export type BackupFile = string | { name: string; mimeType: string; buffer: Buffer };

/** Imports a backup file the way a user does: Settings > Data & Backup > Import Backup. */
export async function importBackupFile(page: Page, file: BackupFile) {
  const settings = await openSettingsSection(page, 'Data & Backup');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), settings.getByRole('button', { name: 'Import Backup' }).click()]);
  await chooser.setFiles(file);
}

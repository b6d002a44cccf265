import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { openSettingsSection } from './practice';

/** An example file of e2e/fixtures/import (real formats: see the fixtures' sources in the import module). */
export const importFixture = (name: string) => fileURLToPath(new URL(`../fixtures/import/${name}`, import.meta.url));

/** Settings > Data & Backup, with every change already on the server (so a snapshot holds it). */
export async function openDataAndBackup(page: Page) {
  const settings = await openSettingsSection(page, 'Data & Backup');
  await expect(settings.getByText('Changes not yet synced with the server are not in a new snapshot.')).toBeHidden();
  return settings;
}

/** Opens the import dialog from Data & Backup and chooses `file` (a path, or a file made in the test). */
export async function importDialogWith(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const settings = await openDataAndBackup(page);
  await settings.getByRole('button', { name: 'Import bookmarks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import bookmarks' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Choose a file').setInputFiles(file);
  return dialog;
}

/** The preview's parts, by their words and roles. */
export function previewOf(dialog: ReturnType<Page['getByRole']>) {
  return {
    folder: (label: string) => dialog.getByRole('checkbox', { name: label, exact: true }),
    period: (folder: string) => dialog.getByRole('combobox', { name: `Show ${folder} during` }),
    setting: (label: string | RegExp) => dialog.getByRole('checkbox', { name: label }),
    summary: dialog.getByRole('status').filter({ hasText: /will be added|Nothing in this file/ }),
    skipped: dialog.locator('details').filter({ hasText: /skipped: why/ }),
    importButton: dialog.getByRole('button', { name: /^Import (\d[\d,]* bookmarks?|settings)$/ }),
  };
}

/** Picks a period for a folder in the preview (a Radix select: open it, choose the option). */
export async function choosePeriod(page: Page, dialog: ReturnType<Page['getByRole']>, folder: string, period: string) {
  await previewOf(dialog).period(folder).click();
  await page.getByRole('option', { name: period, exact: true }).click();
}

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';

test.use({ viewport: { width: 1280, height: 800 } });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens Settings and one of its sections. */
async function openSettings(page: Page, section: string) {
  await nav(page).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: section }).click();
  return settings;
}

async function importFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const settings = await openSettings(page, 'Data & Backup');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), settings.getByRole('button', { name: 'Import Backup' }).click()]);
  await chooser.setFiles(file);
}

/** Marks this page load, to tell afterwards whether the page reloaded. */
const markLoad = (page: Page) => page.evaluate(() => ((window as { loadMark?: number }).loadMark = 1));
const sameLoad = (page: Page) => page.evaluate(() => (window as { loadMark?: number }).loadMark === 1);

/** Whether the browser holds an automatic backup (run in the page). */
async function hasAutoBackup(name: string): Promise<boolean> {
  // Opening a database that does not exist would create it: look first.
  if (!(await indexedDB.databases()).some((db) => db.name === name)) return false;
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open(name);
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      const done = (found: boolean) => {
        db.close();
        resolve(found);
      };
      if (!db.objectStoreNames.contains('backups')) return done(false);
      const get = db.transaction('backups').objectStore('backups').get('auto_backup');
      get.onsuccess = () => done(get.result !== undefined);
      get.onerror = () => done(false);
    };
  });
}

test.beforeEach(async ({ context }) => blockFavicons(context));

test('export a backup, change things, import it: the data is back, and the restore can be undone', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  await openDashboard(page, request, baseURL!, 'Backer');
  const marks = bookmarksOf(page);
  await marks.add(marks.emptyState, 'https://alpha.example.com/', { title: 'Alpha' });

  const settings = await openSettings(page, 'Data & Backup');
  const [download] = await Promise.all([page.waitForEvent('download'), settings.getByRole('button', { name: 'Export Backup' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^lodestar-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const backup = JSON.parse(await readFile(file, 'utf8')) as { version: number; data: { tabs: { timeBasedLinks: Record<string, { title: string }[]> } } };
  expect(backup.version).toBe(1);
  expect(Object.values(backup.data.tabs.timeBasedLinks).flat().map((link) => link.title)).toEqual(['Alpha']);

  // Change things: show Scripture, add a second bookmark.
  await settings.getByRole('button', { name: 'Widgets' }).click();
  await settings.getByRole('switch', { name: 'Scripture' }).check();
  await page.keyboard.press('Escape');
  await expect(nav(page).getByRole('button', { name: 'Scripture' })).toBeVisible();
  await marks.add(marks.addZone('last'), 'https://beta.example.com/', { title: 'Beta' });
  await expect.poll(marks.titles).toEqual(['Alpha', 'Beta']);

  await importFile(page, file);
  await expect(page.getByText('Reloading to show your restored data...')).toBeVisible();
  await page.waitForEvent('load');
  await expect(page.getByText('Your data was restored from the backup.')).toBeVisible();
  await expect.poll(marks.titles).toEqual(['Alpha']);
  await expect(nav(page).getByRole('button', { name: 'Scripture' })).toBeHidden();

  // Undo puts back what was there before the restore.
  await page.getByRole('button', { name: 'Undo restore' }).click();
  await page.waitForEvent('load');
  await expect.poll(marks.titles).toEqual(['Alpha', 'Beta']);
  await expect(nav(page).getByRole('button', { name: 'Scripture' })).toBeVisible();
});

test('a broken backup file changes nothing', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Careful');
  const marks = bookmarksOf(page);
  await marks.add(marks.emptyState, 'https://alpha.example.com/', { title: 'Alpha' });
  await markLoad(page);

  const wrong = JSON.stringify({ version: 1, timestamp: '2026-01-01T00:00:00.000Z', data: { widgetVisibility: 'all', tabs: { timeBasedLinks: {} } } });
  await importFile(page, { name: 'wrong.json', mimeType: 'application/json', buffer: Buffer.from(wrong) });
  await expect(page.getByText('Failed to restore backup')).toBeVisible();
  await expect(page.getByText(/widgetVisibility: expected an object/)).toBeVisible();
  await page.keyboard.press('Escape');

  await importFile(page, { name: 'cut.json', mimeType: 'application/json', buffer: Buffer.from('{"version":1,"data":') });
  await expect(page.getByText('The file is not valid JSON')).toBeVisible();
  await page.keyboard.press('Escape');

  // No restore (a restore offers its undo at once, then reloads): the same page shows the same data.
  await expect(page.getByRole('button', { name: 'Undo restore' })).toHaveCount(0);
  expect(await sameLoad(page)).toBe(true);
  await expect.poll(marks.titles).toEqual(['Alpha']);
});

test('Restore from Auto-Backup brings back the copy made at sign-in', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Auto');
  // A new account already holds the default agents, so a copy is made at the first load: without it
  // (a browser that never kept one), there is nothing to restore.
  const me = (await (await page.request.get('/api/account/me')).json()) as { user: { id: string } };
  const backups = `lodestar-backups:${me.user.id}`;
  await expect.poll(() => page.evaluate(hasAutoBackup, backups)).toBe(true);
  await page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = resolve;
        request.onerror = () => reject(request.error);
      }),
    backups,
  );
  expect(await page.evaluate(hasAutoBackup, backups)).toBe(false);
  let settings = await openSettings(page, 'Data & Backup');
  await settings.getByRole('button', { name: 'Restore from Auto-Backup' }).click();
  await expect(page.getByText('No auto-backup found')).toBeVisible();
  await page.keyboard.press('Escape');

  const marks = bookmarksOf(page);
  await marks.add(marks.emptyState, 'https://alpha.example.com/', { title: 'Alpha' });
  // A new page load takes the automatic copy once the server's copy is in.
  await page.reload();
  await expect.poll(marks.titles).toEqual(['Alpha']);
  await expect.poll(() => page.evaluate(hasAutoBackup, backups)).toBe(true);

  settings = await openSettings(page, 'Widgets');
  await settings.getByRole('switch', { name: 'Scripture' }).check();
  await settings.getByRole('button', { name: 'Data & Backup' }).click();
  await settings.getByRole('button', { name: 'Restore from Auto-Backup' }).click();
  await page.waitForEvent('load');
  await expect.poll(marks.titles).toEqual(['Alpha']);
  await expect(nav(page).getByRole('button', { name: 'Scripture' })).toBeHidden();
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { importBackupFile } from './support/backup';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';
import { clickLinksInert, expectInert, expectMarkdownInert, expectShownAsText, HOSTILE, HOSTILE_HTML, HOSTILE_LINE, HOSTILE_MARKDOWN, hostileShot, watchDialogs } from './support/hostile-text';
import { openSettingsSection, showWidget, todayAt } from './support/practice';

test.use({ viewport: { width: 1280, height: 800 } });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

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

  const settings = await openSettingsSection(page, 'Data & Backup');
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

  await importBackupFile(page, file);
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
  await importBackupFile(page, { name: 'wrong.json', mimeType: 'application/json', buffer: Buffer.from(wrong) });
  await expect(page.getByText('Failed to restore backup')).toBeVisible();
  await expect(page.getByText(/widgetVisibility: expected an object/)).toBeVisible();
  await page.keyboard.press('Escape');

  await importBackupFile(page, { name: 'cut.json', mimeType: 'application/json', buffer: Buffer.from('{"version":1,"data":') });
  await expect(page.getByText('The file is not valid JSON')).toBeVisible();
  await page.keyboard.press('Escape');

  // No restore (a restore offers its undo at once, then reloads): the same page shows the same data.
  await expect(page.getByRole('button', { name: 'Undo restore' })).toHaveCount(0);
  expect(await sameLoad(page)).toBe(true);
  await expect.poll(marks.titles).toEqual(['Alpha']);
});

test('Restore from Auto-Backup brings back the copy made at sign-in', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Auto');
  // A new account holds nothing yet (no example data is made for anyone), so there is no copy to restore.
  const me = (await (await page.request.get('/api/account/me')).json()) as { user: { id: string } };
  const backups = `lodestar-backups:${me.user.id}`;
  expect(await page.evaluate(hasAutoBackup, backups)).toBe(false);
  let settings = await openSettingsSection(page, 'Data & Backup');
  await settings.getByRole('button', { name: 'Restore from Auto-Backup' }).click();
  await expect(page.getByText('No auto-backup found')).toBeVisible();
  await page.keyboard.press('Escape');

  const marks = bookmarksOf(page);
  await marks.add(marks.emptyState, 'https://alpha.example.com/', { title: 'Alpha' });
  // A new page load takes the automatic copy once the server's copy is in.
  await page.reload();
  await expect.poll(marks.titles).toEqual(['Alpha']);
  await expect.poll(() => page.evaluate(hasAutoBackup, backups)).toBe(true);

  settings = await openSettingsSection(page, 'Widgets');
  await settings.getByRole('switch', { name: 'Scripture' }).check();
  await settings.getByRole('button', { name: 'Data & Backup' }).click();
  await settings.getByRole('button', { name: 'Restore from Auto-Backup' }).click();
  await page.waitForEvent('load');
  await expect.poll(marks.titles).toEqual(['Alpha']);
  await expect(nav(page).getByRole('button', { name: 'Scripture' })).toBeHidden();
});

test('a backup carrying script, javascript: URLs and event handlers: a script URL refuses the file, the rest restores as inert text', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  watchDialogs(page);
  await openDashboard(page, request, baseURL!, 'Hostile');
  await showWidget(page, 'Non-Negotiables');
  const marks = bookmarksOf(page);
  // The URL carries a payload in its query (our own page, never an outside site).
  await marks.add(marks.emptyState, `${baseURL}/privacy?q=${HOSTILE.iframe}`, { title: 'Alpha' });
  const settings = await openSettingsSection(page, 'Data & Backup');
  const [download] = await Promise.all([page.waitForEvent('download'), settings.getByRole('button', { name: 'Export Backup' }).click()]);
  const backup = JSON.parse(await readFile(await download.path(), 'utf8')) as { data: Record<string, Record<string, unknown>> };
  await page.keyboard.press('Escape');
  await markLoad(page);

  // Every free text the file can carry holds the payloads: bookmark titles, a win, the review goals'
  // titles and texts, the non-negotiables' names.
  const [saved] = Object.values((backup.data.tabs as { timeBasedLinks: Record<string, { url: string }[]> }).timeBasedLinks).flat();
  const tab = (id: string, title: string, url = saved!.url) => ({ id, url, title, alwaysShow: true, order: Number(id.slice(1)), createdAt: 1 });
  const titles = [HOSTILE_LINE, ...HOSTILE_HTML];
  const noon = todayAt(12).getTime();
  const hostileData = {
    ...backup.data,
    tabs: { timeBasedLinks: { morning: titles.map((title, index) => tab(`h${index + 1}`, title)), afternoon: [], evening: [] } },
    wins: { ...backup.data.wins, wins: { 'win-1': { content: HOSTILE_MARKDOWN, date: noon, createdAt: noon, updatedAt: noon } } },
    reviewGoals: {
      ...backup.data.reviewGoals,
      goals: HOSTILE_MARKDOWN,
      vividVision: HOSTILE_MARKDOWN,
      affirmations: HOSTILE_MARKDOWN,
      personalCreed: HOSTILE_MARKDOWN,
      titles: { goals: HOSTILE_HTML[0], vividVision: HOSTILE_HTML[1], affirmations: HOSTILE_HTML[2], personalCreed: HOSTILE_HTML[3] },
      // No scheduled overlay: it would cover the page at some hours; the test opens it itself.
      scheduleSettings: { enabledTimeSlots: [], frequency: 'daily' },
    },
    nonNegotiables: {
      ...backup.data.nonNegotiables,
      items: Object.fromEntries(HOSTILE_HTML.map((name, index) => [`item-${index + 1}`, { name, iconName: 'Target', order: index + 1 }])),
      completions: {},
    },
  };
  const file = (data: unknown) => ({ name: 'hostile.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ version: 1, timestamp: new Date().toISOString(), data })) });

  // One javascript: bookmark refuses the whole file, with its reason; nothing changes, no reload.
  const withScriptUrl = { ...hostileData, tabs: { timeBasedLinks: { morning: [...hostileData.tabs.timeBasedLinks.morning, tab('h9', 'Script', HOSTILE.url)], afternoon: [], evening: [] } } };
  await importBackupFile(page, file(withScriptUrl));
  await expect(page.getByText('Failed to restore backup')).toBeVisible();
  await expect(page.getByText(/tabs → timeBasedLinks → morning → item 6 → url/)).toBeVisible();
  await expectInert(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Undo restore' })).toHaveCount(0);
  expect(await sameLoad(page)).toBe(true);
  await expect.poll(marks.titles).toEqual(['Alpha']);

  // Without it, the file restores; after the reload every payload shows as text and nothing runs.
  await importBackupFile(page, file(hostileData));
  await page.waitForEvent('load');
  await expect(page.getByText('Your data was restored from the backup.')).toBeVisible();
  await expect.poll(marks.titles).toEqual(titles);
  await expectInert(page);
  await clickLinksInert(page, marks.region);

  const nonNegotiables = page.locator('#widget-simpleNonNegotiables');
  if (!(await nonNegotiables.isVisible())) await page.getByRole('button', { name: 'Open Non-Negotiables' }).click();
  for (const name of HOSTILE_HTML) await expect(nonNegotiables.getByRole('button', { name, exact: true })).toBeVisible();
  await expectInert(page);
  await hostileShot(page, 'backup-restored');

  await page.getByRole('button', { name: /Your Wins/ }).click();
  const wins = page.getByRole('dialog', { name: 'Your Wins' });
  await expectMarkdownInert(page, wins.locator('.win-card .win-card__text'));
  await clickLinksInert(page, wins.locator('.win-card'));
  await page.keyboard.press('Escape');
  await expect(wins).toBeHidden();

  await page.getByRole('button', { name: 'Open Review Goals' }).click();
  const slide = page.locator('.rg-slide');
  await expect(slide.locator('.rg-slide__title')).toHaveText(HOSTILE_HTML[0]);
  await expectShownAsText(slide);
  await expectInert(page);
  await clickLinksInert(page, slide);
});

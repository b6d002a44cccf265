import { mkdir, readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './support/test';
import { createAccount, uniqueEmail } from './support/accounts';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';
import { signedInDevice } from './support/devices';
import { choosePeriod, importDialogWith, importFixture, openDataAndBackup, previewOf } from './support/import';
import { greetingOf } from './support/login-page';

// Imported folders default to Always; a folder moved to Evening must stay out of the morning's cards.
const NINE_AM = new Date(`${new Date().toISOString().slice(0, 10)}T09:00:00Z`);
test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' });

test.beforeEach(async ({ page, context }) => {
  await page.clock.install({ time: NINE_AM });
  await blockFavicons(context);
});

/** The same user on a second device (at its own time of day): it must show `titles`, always-show cards (synced from the first). */
async function secondDeviceShows(browser: Browser, baseURL: string, email: string, titles: string[], greeting?: string) {
  const other = await signedInDevice(browser, baseURL, email, blockFavicons);
  const marks = bookmarksOf(other);
  for (const title of titles) await expect(marks.link(title)).toBeVisible();
  if (greeting) await expect(greetingOf(other, greeting)).toBeVisible();
  await other.context().close();
}

/** Screenshots for a person to look at, only when IMPORT_SHOTS names a folder: 375 and 1440 px, light and dark. */
async function shoot(page: Page, name: string) {
  const folder = process.env.IMPORT_SHOTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${folder}/${name}-${width}-${colorScheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

async function confirmImport(page: Page, dialog: ReturnType<Page['getByRole']>, count: number) {
  await previewOf(dialog).importButton.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Imported ${count} ${count === 1 ? 'bookmark' : 'bookmarks'}`)).toBeVisible();
}

test("Chrome's bookmarks: pick folders and periods, duplicates skipped, a snapshot first; on a second device too", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(240_000);
  const email = await openDashboard(page, request, baseURL!, 'Chromie');
  const marks = bookmarksOf(page);
  await marks.add(marks.emptyState, 'https://news.ycombinator.com', { title: 'HN' });

  const dialog = await importDialogWith(page, importFixture('chrome-bookmarks.html'));
  const preview = previewOf(dialog);
  await expect(dialog.getByText('Browser bookmarks')).toBeVisible();
  await expect(preview.folder('Bookmarks bar (2 links)')).toBeChecked();
  await expect(preview.folder('Bookmarks (1 link)')).toBeChecked();
  await expect(preview.period('Bookmarks bar / Work')).toHaveText('Always');
  await choosePeriod(page, dialog, 'Bookmarks bar / Work', 'Evening');
  await preview.folder('Bookmarks bar / Reading (2 links)').click();
  await expect(preview.summary).toHaveText('5 new bookmarks will be added. Your own bookmarks are kept as they are.');
  await preview.skipped.getByText('6 links are skipped: why').click();
  await expect(preview.skipped).toContainText('2 in folders you left out');
  await expect(preview.skipped).toContainText('2: Already in your bookmarks');
  await expect(preview.skipped).toContainText('2: Not a web link (only http:// and https:// addresses can be saved)');
  await expect(preview.skipped).toContainText('Edit page, Settings');
  await shoot(page, 'chrome-preview');
  await expect(dialog.getByText(/a snapshot of your data is saved on the server: you can undo this import by restoring the "Before import" snapshot/)).toBeVisible();
  await confirmImport(page, dialog, 5);

  // Always: on the morning's cards beside the user's own; the Work folder went to the evening.
  await page.keyboard.press('Escape');
  await expect.poll(marks.titles).toEqual(['HN', 'JavaScript | MDN', 'Recipes']);
  await expect(marks.link('Pull requests')).toBeHidden();

  const settings = await openDataAndBackup(page);
  await expect(settings.getByRole('list', { name: 'Server snapshots' }).getByText('Before import')).toBeVisible();
  await page.keyboard.press('Escape');
  await secondDeviceShows(browser, baseURL!, email, ['JavaScript | MDN', 'Recipes']);
});

test("Firefox's bookmarks come in under Always, place: and file: addresses skipped; importing the file again adds nothing", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(240_000);
  const email = await openDashboard(page, request, baseURL!, 'Foxy');
  const dialog = await importDialogWith(page, importFixture('firefox-bookmarks.html'));
  const preview = previewOf(dialog);
  await expect(preview.folder('Bookmarks Toolbar (3 links)')).toBeChecked();
  await expect(preview.folder('Bookmarks Menu (1 link)')).toBeChecked();
  await expect(preview.summary).toContainText('7 new bookmarks will be added');
  await confirmImport(page, dialog, 7);
  await page.keyboard.press('Escape');
  const titles = ['Get Help', 'Customize Firefox', 'OpenStreetMap', 'Getting Started', 'DuckDuckGo', 'Old site', '3.12 Documentation'];
  await expect.poll(bookmarksOf(page).titles).toEqual(titles);

  const again = await importDialogWith(page, importFixture('firefox-bookmarks.html'));
  await expect(previewOf(again).summary).toHaveText('Nothing in this file can be imported.');
  await expect(previewOf(again).importButton).toBeDisabled();
  await again.getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press('Escape');
  await secondDeviceShows(browser, baseURL!, email, titles);
});

test("Tabliss's settings: its quick links, the greeting's name, the 24-hour clock and the closest background", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(240_000);
  const email = await openDashboard(page, request, baseURL!, 'Tabby');
  const dialog = await importDialogWith(page, importFixture('tabliss.json'));
  const preview = previewOf(dialog);
  await expect(dialog.getByText('Tabliss settings')).toBeVisible();
  await expect(preview.folder('Quick Links (4 links)')).toBeChecked();
  await expect(preview.setting('Name in the greeting: Ada')).toBeChecked();
  await expect(preview.setting('Clock: 24-hour')).toBeChecked();
  await expect(preview.setting('Background: Lagoon (the closest to #0f4c5c to #a8e6cf)')).toBeChecked();
  await preview.skipped.getByText('1 link is skipped: why').click();
  await expect(preview.skipped).toContainText('Bookmarklet');
  await confirmImport(page, dialog, 4);
  await page.keyboard.press('Escape');

  await expect.poll(bookmarksOf(page).titles).toEqual(['Tabliss', 'Mail', 'Bbc', 'Search']);
  await expect(greetingOf(page, 'Ada')).toBeVisible();
  await expect(page.locator('.start-hero__clock time')).toHaveText(/^09:0\d$/);
  await secondDeviceShows(browser, baseURL!, email, ['Tabliss', 'Mail', 'Bbc', 'Search'], 'Ada');
});

test("Bonjourr's settings: groups and folders as folders, the greeting's name and 12-hour clock; a setting can be left out", async ({ page, request, baseURL, browser }) => {
  test.setTimeout(240_000);
  const email = await openDashboard(page, request, baseURL!, 'Bonnie');
  const dialog = await importDialogWith(page, importFixture('bonjourr.json'));
  const preview = previewOf(dialog);
  await expect(preview.folder('Quick links (2 links)')).toBeChecked();
  await expect(preview.folder('Quick links / Code (2 links)')).toBeChecked();
  await expect(preview.folder('Study (2 links)')).toBeChecked();
  await expect(dialog.getByText('Markup was removed from 1 title: titles are plain text.')).toBeVisible();
  await shoot(page, 'bonjourr-preview');
  await preview.setting(/^Background: Midnight/).click();
  await expect(preview.setting('Clock: 12-hour')).toBeChecked();
  await confirmImport(page, dialog, 6);
  await page.keyboard.press('Escape');

  const titles = ['Bonjourr', 'Youtube', 'GitLab', 'Crates', 'Anki Web', 'Khan Academy'];
  await expect.poll(bookmarksOf(page).titles).toEqual(titles);
  await expect(greetingOf(page, 'Grace')).toBeVisible();
  await expect(page.locator('.start-hero__period')).toHaveText('AM');
  await secondDeviceShows(browser, baseURL!, email, titles, 'Grace');
});

test('a hostile file is cleaned with its reasons shown, read off the page thread; a too large one is refused', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  await openDashboard(page, request, baseURL!, 'Wary');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const dialogs: string[] = [];
  page.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));

  const dialog = await importDialogWith(page, importFixture('hostile-bookmarks.html'));
  const preview = previewOf(dialog);
  await expect(dialog.getByText('Folders nested more than 12 deep are read as part of the folder above them.')).toBeVisible();
  await expect(dialog.getByText('Markup was removed from 1 title: titles are plain text.')).toBeVisible();
  await preview.skipped.getByText('4 links are skipped: why').click();
  await expect(preview.skipped).toContainText('3: Not a web link');
  await expect(preview.skipped).toContainText('Free money, Encoded script, Data page');
  await expect(preview.skipped).toContainText('1: Not a valid web address');
  expect(workers.some((url) => /import-worker/.test(url))).toBe(true);
  await confirmImport(page, dialog, 4);
  await page.keyboard.press('Escape');

  const marks = bookmarksOf(page);
  await expect(marks.link('Safe title')).toBeVisible();
  // Entities in the file are text the user typed: shown as text, never as markup.
  await expect(marks.region.getByText('<b>Bold</b> & escaped')).toBeVisible();
  await expect(marks.region.locator('b, script, img[src="x"]')).toHaveCount(0);
  await expect(marks.link('Quoted address')).toHaveAttribute('href', 'https://safe.example/quote%22onmouseover=%22alert(1)');

  // Megabytes of links: the first 5,000 are offered, the page answers while the worker reads.
  const rows = Array.from({ length: 60_000 }, (_, i) => `<DT><A HREF="https://site${i}.example/page">Link ${i}</A>`);
  const big = Buffer.from(`<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n${rows.join('\n')}\n</DL><p>\n`);
  const many = await importDialogWith(page, { name: 'many.html', mimeType: 'text/html', buffer: big });
  await expect(many.getByRole('status').filter({ hasText: /^Reading many\.html/ }).or(many.getByText(/holds 60,000 links/))).toBeVisible();
  await expect(many.getByText('This file holds 60,000 links; one import takes at most 5,000, so only the first 5,000 are offered.')).toBeVisible();
  await expect(previewOf(many).summary).toContainText('5,000 new bookmarks will be added');
  expect(workers.filter((url) => /import-worker/.test(url))).toHaveLength(2);
  await many.getByRole('button', { name: 'Close' }).click();
  // Back in Settings, which closes as any panel does.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();

  const huge = Buffer.alloc(6 * 1024 * 1024, 'a');
  const refused = await importDialogWith(page, { name: 'huge.html', mimeType: 'text/html', buffer: huge });
  await expect(refused.getByRole('alert')).toHaveText('This file is 6.0 MB; an import takes files up to 5.0 MB. Export only the folders you want, or split the file.');
  await shoot(page, 'refused');
  expect(dialogs).toEqual([]);
});

test('export the bookmarks as HTML: it escapes titles, and re-imported gives the same links (nothing new, all present)', async ({ page, request, baseURL, browser }) => {
  test.setTimeout(240_000);
  await openDashboard(page, request, baseURL!, 'Leaver');
  const marks = bookmarksOf(page);
  await marks.add(marks.emptyState, 'https://alpha.example.com/?a=1&b=2', { title: 'Alpha & <Omega>' });
  await marks.add(marks.addZone('last'), 'https://beta.example.com/', { title: 'Beta "quoted"', show: 'Evening (4 PM - 5 AM)' });
  const dialog = await importDialogWith(page, importFixture('tabliss.json'));
  await confirmImport(page, dialog, 4);
  await page.keyboard.press('Escape');

  const settings = await openDataAndBackup(page);
  const [download] = await Promise.all([page.waitForEvent('download'), settings.getByRole('button', { name: 'Export bookmarks (HTML)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^lodestar-bookmarks-\d{4}-\d{2}-\d{2}\.html$/);
  const file = await download.path();
  const html = await readFile(file, 'utf8');
  expect(html).toContain('<A HREF="https://alpha.example.com/?a=1&amp;b=2"');
  expect(html).toContain('>Alpha &amp; &lt;Omega&gt;</A>');
  expect(html).toContain('>Beta &quot;quoted&quot;</A>');
  await page.keyboard.press('Escape');

  // Into the same account: every link is already there.
  const again = await importDialogWith(page, file);
  await expect(previewOf(again).summary).toHaveText('Nothing in this file can be imported.');
  await previewOf(again).skipped.getByText('6 links are skipped: why').click();
  await expect(previewOf(again).skipped).toContainText('6: Already in your bookmarks');
  await again.getByRole('button', { name: 'Close' }).click();
  await page.keyboard.press('Escape');

  // Into another account: the same links, the evening one in its period.
  const email = uniqueEmail('arriver');
  await createAccount(request, baseURL!, { name: 'Arriver', email });
  const other = await signedInDevice(browser, baseURL!, email, async (p) => {
    await p.clock.install({ time: NINE_AM });
    await blockFavicons(p);
  });
  const arrived = await importDialogWith(other, file);
  // Each period's folder is offered for its own period.
  for (const period of ['Always', 'Morning', 'Evening']) await expect(previewOf(arrived).period(period)).toHaveText(period);
  await confirmImport(other, arrived, 6);
  await other.keyboard.press('Escape');
  await expect.poll(bookmarksOf(other).titles).toEqual(['Tabliss', 'Mail', 'Bbc', 'Search', 'Alpha & <Omega>']);
  await other.context().close();
});

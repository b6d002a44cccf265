import { expect, test, type Browser, type Page } from './support/test';
import { importBackupFile } from './support/backup';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';
import { signedInDevice } from './support/devices';
import { pomodoroOf } from './support/pomodoro';

// Sizes that fit the sync limit (issue 17): a change that would take a user's data past what can sync is
// refused before anything changes, and a large restore reaches the server in pieces under the limit.

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ context }) => blockFavicons(context));

/** 09:00 local: morning bookmarks show, evening ones (unless always shown) do not. */
const MORNING = new Date('2026-11-23T09:00:00');
const TOO_LARGE = /^This (backup|change) would make your data 1\d\.\d MB; at most 12 MB can sync across your devices\. Nothing was changed\.$/;

const importBackup = (page: Page, name: string, json: string) =>
  importBackupFile(page, { name, mimeType: 'application/json', buffer: Buffer.from(json) });

/** A backup file holding `count` evening bookmarks with long titles (about 0.55 KB each in the document). */
function backupOf(count: number, last: { title: string; alwaysShow: boolean }) {
  const evening = Array.from({ length: count }, (_, i) => ({
    id: `big-${i}`,
    url: `https://site${i}.example.com/`,
    title: i === count - 1 ? last.title : `Site ${i} `.padEnd(440, 'x'),
    alwaysShow: i === count - 1 ? last.alwaysShow : false,
    order: i,
    createdAt: 1,
  }));
  return JSON.stringify({ version: 1, timestamp: '2026-11-01T00:00:00.000Z', data: { tabs: { timeBasedLinks: { morning: [], afternoon: [], evening } } } });
}

/** Another device signed in as `email`, in the morning too. */
const otherDevice = (browser: Browser, baseURL: string, email: string) =>
  signedInDevice(browser, baseURL, email, async (page) => {
    await blockFavicons(page.context());
    await page.clock.setFixedTime(MORNING);
  });

test('a backup too large to sync is refused with its size, and changes nothing', async ({ page, request, baseURL }) => {
  await page.clock.setFixedTime(MORNING);
  await openDashboard(page, request, baseURL!, 'Hoarder');
  const marks = bookmarksOf(page);
  await marks.add(marks.emptyState, 'https://alpha.example.com/', { title: 'Alpha' });

  // 27,000 valid bookmarks: a well-formed file of about 14 MB, over what can sync.
  await importBackup(page, 'huge.json', backupOf(27_000, { title: 'Last', alwaysShow: true }));
  await expect(page.getByText('Failed to restore backup')).toBeVisible();
  await expect(page.getByText(TOO_LARGE)).toBeVisible();
  await page.keyboard.press('Escape');

  // No restore: no undo on offer, and the data is as it was, also after a reload.
  await expect(page.getByRole('button', { name: 'Undo restore' })).toHaveCount(0);
  await page.reload();
  await expect.poll(marks.titles).toEqual(['Alpha']);
});

test('a large restore reaches the server in pieces: another device gets all of it', async ({ browser, page, request, baseURL }) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(MORNING);
  const email = await openDashboard(page, request, baseURL!, 'Mover');
  // The toast shows from the restore to the reload, 2 s or more while the page is busy sending the pieces: the
  // page itself reports it, so a busy machine's slower look here cannot miss it.
  let toastShown = false;
  await page.exposeFunction('__restoredToast', () => (toastShown = true));
  await page.evaluate(() => {
    new MutationObserver((records, observer) => {
      if (!records.some((record) => [...record.addedNodes].some((node) => node.textContent?.includes('Backup restored')))) return;
      (window as unknown as { __restoredToast(): void }).__restoredToast();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  // About 9 MB, written as pieces of at most 0.5 MB (restore.test.ts checks the pieces). The one
  // bookmark shown in the morning is the last piece's last record: a device that shows it got every
  // piece before it too (Yjs applies one device's changes only in order).
  const reloaded = page.waitForEvent('load', { timeout: 120_000 });
  await importBackup(page, 'large.json', backupOf(16_000, { title: 'Very last', alwaysShow: true }));
  await reloaded;
  expect(toastShown, 'Backup restored was shown before the reload').toBe(true);
  await expect.poll(bookmarksOf(page).titles, { timeout: 30_000 }).toEqual(['Very last']);

  const phone = await otherDevice(browser, baseURL!, email);
  await expect.poll(bookmarksOf(phone).titles, { timeout: 60_000 }).toEqual(['Very last']);
  await phone.context().close();
});

test('an import that would take the data past what can sync is refused, and nothing is imported', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Tracker');
  const timer = pomodoroOf(page);
  await timer.show();
  await timer.expand();
  await timer.openPanel('Settings');
  const settings = timer.widget.getByRole('region', { name: 'Timer settings' });

  // A valid Pomodoro export of 3,000 sessions with long notes: about 14 MB.
  const sessions = Array.from({ length: 3_000 }, (_, i) => ({
    id: `s${i}`,
    taskId: null,
    preset: 'standard',
    startTime: '2026-11-01T09:00:00.000Z',
    endTime: '2026-11-01T09:25:00.000Z',
    actualDuration: 1_500_000,
    completed: true,
    type: 'focus',
    notes: [`Session ${i} `.padEnd(4_500, 'n')],
    distractions: 0,
    extended: false,
    extensionTime: 0,
  }));
  const file = JSON.stringify({
    version: '1.0',
    presets: [{ id: 'standard', name: 'Standard', focus: 25, break: 5, color: '#e05d44' }],
    sessions,
  });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), settings.getByRole('button', { name: 'Import Data' }).click()]);
  await chooser.setFiles({ name: 'pomodoro-stats-2026-11-01.json', mimeType: 'application/json', buffer: Buffer.from(file) });

  const toast = page.getByRole('alert').filter({ hasText: 'Too large to sync' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/This change would make your data 1\d\.\d MB; at most 12 MB can sync across your devices\. Nothing was changed\./);
  await expect(settings.getByText(/Imported/)).toHaveCount(0);
  await timer.openPanel('Statistics');
  const totalSessions = timer.widget.getByRole('region', { name: 'Statistics' }).locator('.pomo-card').filter({ hasText: 'Total Sessions' });
  await expect(totalSessions).toContainText('0');
});

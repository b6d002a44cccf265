import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';

/** Screenshots for a person to look at, only when SNAPSHOT_SHOTS names a folder. */
const SHOTS = process.env.SNAPSHOT_SHOTS;

test.beforeEach(async ({ context }) => blockFavicons(context));

/** Opens Settings > Data & Backup from the sidebar (desktop) or the bottom navigation (phone). */
async function openDataAndBackup(page: Page, phone = false) {
  const opener = phone
    ? page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('button', { name: 'Settings' })
    : page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' });
  await opener.click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Data & Backup' }).click();
  return settings;
}

/** The server snapshots list of the Data & Backup section, and its rows. */
function snapshotsIn(settings: ReturnType<Page['getByRole']>) {
  const list = settings.getByRole('list', { name: 'Server snapshots' });
  return { list, rows: list.getByRole('listitem') };
}

async function deleteCard(page: Page, title: string) {
  const marks = bookmarksOf(page);
  await marks.card(title).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure you want to delete this card?' }).getByRole('button', { name: 'Delete' }).click();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('save a snapshot, wipe the bookmarks, restore it from Settings; the restore itself can be undone', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    await openDashboard(page, request, baseURL!, 'Snapper');
    const marks = bookmarksOf(page);
    await marks.add(marks.emptyState, 'https://alpha.example.com/', { title: 'Alpha' });
    await marks.add(marks.addZone('last'), 'https://beta.example.com/', { title: 'Beta' });
    await expect.poll(marks.titles).toEqual(['Alpha', 'Beta']);

    let settings = await openDataAndBackup(page);
    await expect(settings.getByText(/No snapshots yet/)).toBeVisible();
    // Every change is on the server before the copy is taken.
    await expect(settings.getByText('Changes not yet synced with the server are not in a new snapshot.')).toBeHidden();
    await settings.getByRole('button', { name: 'Save snapshot now' }).click();
    await expect(page.getByText('Snapshot saved')).toBeVisible();
    let { rows } = snapshotsIn(settings);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Saved by you');
    await page.keyboard.press('Escape');

    // The user wipes their bookmarks (on every device: it syncs).
    await deleteCard(page, 'Alpha');
    await deleteCard(page, 'Beta');
    await expect(marks.emptyState).toBeVisible();

    settings = await openDataAndBackup(page);
    ({ rows } = snapshotsIn(settings));
    await expect(settings.getByText('Changes not yet synced with the server are not in a new snapshot.')).toBeHidden();
    const restore = rows.first().getByRole('button', { name: /^Restore snapshot from / });
    await restore.click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this snapshot?' });
    await expect(confirm).toContainText('A copy of your current data is saved first');
    await confirm.getByRole('button', { name: 'Restore snapshot' }).click();
    await expect(page.getByText('Reloading to show your restored data...')).toBeVisible();
    await page.waitForEvent('load');
    await expect(page.getByText('Your data was restored from the backup.')).toBeVisible();
    await expect.poll(marks.titles).toEqual(['Alpha', 'Beta']);

    // The wiped state was kept on the server as "Before restore": restoring it undoes the restore,
    // from this device or any other.
    settings = await openDataAndBackup(page);
    ({ rows } = snapshotsIn(settings));
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Before restore');
    await expect(rows.nth(1)).toContainText('Saved by you');
    await rows.first().getByRole('button', { name: /^Restore snapshot from / }).click();
    await page.getByRole('alertdialog', { name: 'Restore this snapshot?' }).getByRole('button', { name: 'Restore snapshot' }).click();
    await page.waitForEvent('load');
    await expect(marks.emptyState).toBeVisible();
    await expect.poll(marks.titles).toEqual([]);

    // The toast's own undo (the copy this browser kept just before) works too: the bookmarks are back.
    await page.getByRole('button', { name: 'Undo restore' }).click();
    await page.waitForEvent('load');
    await expect.poll(marks.titles).toEqual(['Alpha', 'Beta']);
  });

  test('a snapshot that cannot be read changes nothing', async ({ page, request, baseURL }) => {
    await openDashboard(page, request, baseURL!, 'Steady');
    const marks = bookmarksOf(page);
    await marks.add(marks.emptyState, 'https://alpha.example.com/', { title: 'Alpha' });
    const settings = await openDataAndBackup(page);
    await expect(settings.getByText('Changes not yet synced with the server are not in a new snapshot.')).toBeHidden();
    await settings.getByRole('button', { name: 'Save snapshot now' }).click();
    await expect(snapshotsIn(settings).rows).toHaveCount(1);
    // The server loses the snapshot between the list and the restore.
    await page.route('**/api/snapshots/*', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ code: 'NOT_FOUND', message: 'No such snapshot.' }) }),
    );
    await snapshotsIn(settings).rows.first().getByRole('button', { name: /^Restore snapshot from / }).click();
    await page.getByRole('alertdialog', { name: 'Restore this snapshot?' }).getByRole('button', { name: 'Restore snapshot' }).click();
    await expect(page.getByText('Failed to restore backup')).toBeVisible();
    await expect(page.getByText('No such snapshot.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(marks.titles).toEqual(['Alpha']);
    // Refused before anything happened: no 'Before restore' copy was made either.
    const listed = (await (await page.request.get('/api/snapshots')).json()) as { snapshots: { kind: string }[] };
    expect(listed.snapshots.map((snapshot) => snapshot.kind)).toEqual(['manual']);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  for (const size of [
    { name: 'desktop', width: 1280, height: 800, phone: false },
    { name: 'phone', width: 375, height: 740, phone: true },
  ]) {
    test.describe(`${size.name} ${scheme}`, () => {
      test.use({
        viewport: { width: size.width, height: size.height },
        colorScheme: scheme,
        ...(size.phone ? { hasTouch: true, isMobile: true } : {}),
      });

      test(`the snapshot list fits ${size.width} px and reads in ${scheme}`, async ({ page, request, baseURL }) => {
        // One bookmark, so there is something to save (a new account holds nothing).
        await openDashboard(page, request, baseURL!, `Shot${scheme}${size.name}`);
        const marks = bookmarksOf(page);
        await marks.add(marks.emptyState, 'https://alpha.example.com/', { title: 'Alpha' });
        await expect.poll(marks.titles).toEqual(['Alpha']);
        const settings = await openDataAndBackup(page, size.phone);
        await expect(settings.getByText('Changes not yet synced with the server are not in a new snapshot.')).toBeHidden();
        const save = settings.getByRole('button', { name: 'Save snapshot now' });
        await save.click();
        await expect(page.getByText('Snapshot saved')).toBeVisible();
        // A 'Before restore' one as a restore leaves it, then the list reloads with the next save.
        const made = await page.request.post('/api/snapshots', { headers: { origin: baseURL! }, data: { kind: 'before-restore' } });
        expect(made.status()).toBe(201);
        await save.click();
        const { list, rows } = snapshotsIn(settings);
        await expect(rows).toHaveCount(3);
        await expect(rows.nth(1)).toContainText('Before restore');
        await expect(page.getByText('Snapshot saved')).toBeHidden();
        await list.scrollIntoViewIfNeeded();
        const box = await list.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
        for (const button of await list.getByRole('button').all()) {
          const area = await button.boundingBox();
          expect(area!.x + area!.width).toBeLessThanOrEqual(size.width);
        }
        if (SHOTS) {
          await mkdir(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/${size.name}-${scheme}.png` });
        }
      });
    });
  }
}

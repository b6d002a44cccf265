import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { phoneBarOf } from './support/phone-bar';
import { openDashboard } from './support/dashboard';
import { pomodoroOf, seconds } from './support/pomodoro';
import { expectInert, expectShownAsText, HOSTILE, hostileShot, watchDialogs } from './support/hostile-text';

test.use({ viewport: { width: 1280, height: 800 } });

// A Monday morning; the page clock is driven from here.
const START = new Date('2026-11-23T09:00:00');

test('a Sprint focus runs to 0, ends with Focus Complete!, and Take Break starts the break; a reload keeps the time', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await page.clock.install({ time: START });
  await openDashboard(page, request, baseURL!, 'Tomato');
  const timer = pomodoroOf(page);
  await timer.show();
  await timer.expand();

  await expect(timer.time).toHaveText('25:00');
  await expect(timer.widget.getByText('Ready')).toBeVisible();
  await timer.widget.getByRole('button', { name: /^Sprint / }).click();
  await expect(timer.widget.getByRole('button', { name: /^Sprint / })).toHaveAttribute('aria-pressed', 'true');
  await expect(timer.time).toHaveText('10:00');
  await timer.widget.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(timer.widget.getByText('Focus Time')).toBeVisible();

  // Collapsed, the tab shows the time left as m:ss while the focus runs.
  await timer.collapse();
  await page.clock.fastForward('01:00');
  // The page clock also flows with real time, so a few more seconds may have gone.
  await expect(timer.tab).toHaveText(/^[89]:[0-5]\d$/);
  const before = seconds((await timer.tab.textContent())!);
  const reloadStarted = Date.now();

  // A reload mid-focus keeps the remaining time (the running state is stored with its start).
  await page.reload();
  await expect(timer.tab).toHaveText(/^\d+:\d\d$/);
  const after = seconds((await timer.tab.textContent())!);
  // Only the real seconds the reload took have passed (not a fresh 10:00).
  const realSeconds = Math.ceil((Date.now() - reloadStarted) / 1000);
  expect(before - after).toBeGreaterThanOrEqual(0);
  expect(before - after).toBeLessThanOrEqual(realSeconds + 1);

  // Runs to 0: the end toast with its three actions, then count-up in EXTENDING.
  await timer.expand();
  const left = seconds((await timer.time.textContent())!);
  await page.clock.fastForward((left + 2) * 1000);
  const toast = page.getByRole('status').filter({ hasText: 'Focus Complete!' });
  await expect(toast).toBeVisible();
  for (const action of ['Take Break', 'Extend Focus', 'End Session']) await expect(toast.getByRole('button', { name: action })).toBeVisible();
  await expect(timer.widget.getByText('Extending Focus')).toBeVisible();
  await expect(timer.time).toHaveText(/^\+0:0\d$/);

  await toast.getByRole('button', { name: 'Take Break' }).click();
  await expect(toast).toBeHidden();
  await expect(timer.widget.getByText('Break Time')).toBeVisible();
  await expect(timer.time).toHaveText(/^(2:00|1:59)$/);
  await expect(timer.widget.getByRole('button', { name: 'Start Focus' })).toBeVisible();

  // The break ends too: Break Time Over! with its actions; End Session goes back to Ready.
  await page.clock.fastForward('02:05');
  const breakToast = page.getByRole('status').filter({ hasText: 'Break Time Over!' });
  await expect(breakToast).toBeVisible();
  await expect(breakToast.getByRole('button', { name: 'Start Focus' })).toBeVisible();
  await expect(breakToast.getByRole('button', { name: 'Extend Break' })).toBeVisible();
  await breakToast.getByRole('button', { name: 'End Session' }).click();
  await expect(timer.widget.getByText('Ready')).toBeVisible();

  // Statistics: the session is counted, and the weekly chart shows it on Monday.
  await timer.openPanel('Statistics');
  const stats = timer.widget.getByRole('region', { name: 'Statistics' });
  await expect(stats.locator('.pomo-card').filter({ hasText: 'Total Sessions' })).toContainText('1');
  await expect(stats.locator('.pomo-card').filter({ hasText: 'Current Streak' })).toContainText('1 day');
  await stats.getByRole('tab', { name: 'Weekly' }).click();
  await expect(stats.getByText('This Week')).toBeVisible();
  await expect(stats.getByRole('listitem', { name: 'Mon: 1 session' })).toBeVisible();
  await expect(stats.getByRole('listitem', { name: 'Tue: 0 sessions' })).toBeVisible();
  await stats.getByRole('button', { name: 'Previous week' }).click();
  await expect(stats.getByText('1 week ago')).toBeVisible();
  await expect(stats.getByText('Total: 0 sessions · 0m')).toBeVisible();
});

test('Export Data downloads a file that imports back after Clear Data; a bad file changes nothing', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await page.clock.install({ time: START });
  await openDashboard(page, request, baseURL!, 'Ledger');
  const timer = pomodoroOf(page);
  await timer.show();
  await timer.expand();
  await timer.widget.getByRole('button', { name: /^Sprint / }).click();
  await timer.ring.click();
  await page.clock.fastForward('10:01');
  await expect(page.getByRole('status').filter({ hasText: 'Focus Complete!' })).toBeVisible();
  await page.getByRole('status').filter({ hasText: 'Focus Complete!' }).getByRole('button', { name: 'End Session' }).click();

  await timer.openPanel('Statistics');
  const stats = timer.widget.getByRole('region', { name: 'Statistics' });
  const totalSessions = stats.locator('.pomo-card').filter({ hasText: 'Total Sessions' });
  await expect(totalSessions).toContainText('1');
  const [download] = await Promise.all([page.waitForEvent('download'), stats.getByRole('button', { name: 'Export Data' }).click()]);
  expect(download.suggestedFilename()).toBe('pomodoro-stats-2026-11-23.json');
  const file = await download.path();
  const exported = JSON.parse(await readFile(file, 'utf8')) as { version: string; sessions: { preset: string; completed: boolean }[]; stats: { totalSessions: number } };
  expect(exported.version).toBe('1.0');
  expect(exported.stats.totalSessions).toBe(1);
  expect(exported.sessions).toEqual([expect.objectContaining({ preset: 'sprint', completed: true })]);

  // Clear behind a confirmation: everything back to the defaults.
  await timer.openPanel('Settings');
  const settings = timer.widget.getByRole('region', { name: 'Timer settings' });
  await settings.getByRole('button', { name: 'Clear Data' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear Pomodoro data?' });
  await confirm.getByRole('button', { name: 'Clear Data' }).click();
  await expect(settings.getByText('Pomodoro data cleared.')).toBeVisible();

  // A bad file is refused with the reason and changes nothing.
  const [badChooser] = await Promise.all([page.waitForEvent('filechooser'), settings.getByRole('button', { name: 'Import Data' }).click()]);
  await badChooser.setFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...exported, version: '9' })) });
  await expect(settings.getByRole('alert')).toHaveText('The file is not a valid Pomodoro export: version: Unsupported version (expected 1.0)');
  await timer.openPanel('Statistics');
  await expect(totalSessions).toContainText('0');

  await timer.openPanel('Settings');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), settings.getByRole('button', { name: 'Import Data' }).click()]);
  await chooser.setFiles(file);
  await expect(settings.getByRole('status')).toHaveText('Imported 1 session.');
  await timer.openPanel('Statistics');
  await expect(totalSessions).toContainText('1');
});

test('settings: preset validation, add and delete down to the last preset', async ({ page, request, baseURL }) => {
  // The page's clock, so the settings' save debounce is run through rather than waited for.
  await page.clock.install();
  await openDashboard(page, request, baseURL!, 'Setter');
  const timer = pomodoroOf(page);
  await timer.show();
  await timer.expand();
  await timer.openPanel('Settings');
  const settings = timer.widget.getByRole('region', { name: 'Timer settings' });

  await settings.getByRole('button', { name: 'Add Preset' }).click();
  const form = settings.getByRole('form', { name: 'New preset' });
  await form.getByLabel('Focus (minutes)').fill('121');
  await form.getByLabel('Break (minutes)').fill('0');
  await form.getByRole('button', { name: 'Save Preset' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Focus must be at most 120 minutes')).toBeVisible();
  await expect(form.getByText('Break must be at least 1 minute', { exact: true })).toBeVisible();
  await form.getByLabel('Name').fill('Reading');
  await form.getByLabel('Focus (minutes)').fill('40');
  await form.getByLabel('Break (minutes)').fill('8');
  await form.getByRole('button', { name: 'Save Preset' }).click();
  await expect(settings.getByText('40m / 8m')).toBeVisible();

  await settings.getByLabel('Music fade duration (seconds)').fill('31');
  await expect(settings.getByText('Music fade duration must be at most 30 seconds')).toBeVisible();
  await settings.getByLabel('Music fade duration (seconds)').fill('12');
  await expect(settings.getByText('Music fade duration must be at most 30 seconds')).toBeHidden();

  for (const name of ['Standard', 'Sprint', 'Deep Work']) await settings.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(settings.getByRole('button', { name: 'Delete Reading' })).toBeDisabled();
  await expect(settings.getByText('The last preset cannot be deleted.')).toBeVisible();

  // Saved after the 1000 ms debounce: a reload shows the one preset and the fade duration.
  await page.clock.runFor(1200);
  await page.reload();
  // The expanded state is remembered across the reload.
  await expect(timer.widget).toBeVisible();
  await expect(timer.widget.getByRole('group', { name: 'Presets' }).getByRole('button')).toHaveText(['Reading 40m / 8m']);
  await timer.openPanel('Settings');
  await expect(settings.getByLabel('Music fade duration (seconds)')).toHaveValue('12');
});

test('settings: script and event handlers in preset names stay inert text', async ({ page, request, baseURL }) => {
  watchDialogs(page);
  await page.clock.install();
  await openDashboard(page, request, baseURL!, 'Hostile');
  const timer = pomodoroOf(page);
  await timer.show();
  await timer.expand();
  await timer.openPanel('Settings');
  const settings = timer.widget.getByRole('region', { name: 'Timer settings' });
  for (const payload of [HOSTILE.img, HOSTILE.iframe]) {
    await settings.getByRole('button', { name: 'Add Preset' }).click();
    const form = settings.getByRole('form', { name: 'New preset' });
    await form.getByLabel('Name').fill(payload);
    await form.getByLabel('Focus (minutes)').fill('30');
    await form.getByLabel('Break (minutes)').fill('5');
    await form.getByRole('button', { name: 'Save Preset' }).click();
    await expect(settings.getByRole('button', { name: `Edit ${payload}` })).toBeVisible();
  }
  // Saved after the 1000 ms debounce.
  await page.clock.runFor(1200);
  await page.reload();
  await expect(timer.widget).toBeVisible();
  const presets = timer.widget.getByRole('group', { name: 'Presets' });
  await expectShownAsText(presets, [HOSTILE.img, HOSTILE.iframe]);
  await presets.getByRole('button', { name: new RegExp(`^${HOSTILE.iframe.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expectInert(page);
  await timer.openPanel('Settings');
  await settings.getByRole('button', { name: `Edit ${HOSTILE.img}` }).click();
  await expect(settings.getByRole('form', { name: 'Edit preset' }).getByLabel('Name')).toHaveValue(HOSTILE.img);
  await expectInert(page);
});

/** A Pomodoro export with one preset per payload (names are at most 100 characters) and a session recorded with one of them. */
const HOSTILE_PRESET_NAMES = [HOSTILE.img, HOSTILE.script, HOSTILE.svg, HOSTILE.iframe, HOSTILE.markdownLink];
const hostileImport = () => ({
  name: 'hostile.json',
  mimeType: 'application/json',
  buffer: Buffer.from(
    JSON.stringify({
      version: '1.0',
      exportDate: '2026-11-23T08:00:00.000Z',
      presets: HOSTILE_PRESET_NAMES.map((name, index) => ({ id: `hostile-${index}`, name, focus: 20 + index, break: 5, color: '#e05d44' })),
      sessions: [
        {
          id: 'session-1',
          taskId: null,
          preset: HOSTILE.script,
          startTime: '2026-11-22T08:00:00.000Z',
          endTime: '2026-11-22T08:20:00.000Z',
          actualDuration: 1_200_000,
          completed: true,
          type: 'focus',
          notes: [HOSTILE.img],
          distractions: 0,
          extended: false,
          extensionTime: 0,
        },
      ],
    }),
  ),
});
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('Import Data: script and event handlers in imported preset names stay inert text', async ({ page, request, baseURL }) => {
  watchDialogs(page);
  await openDashboard(page, request, baseURL!, 'Importer');
  const timer = pomodoroOf(page);
  await timer.show();
  await timer.expand();
  await timer.openPanel('Settings');
  const settings = timer.widget.getByRole('region', { name: 'Timer settings' });
  const names = HOSTILE_PRESET_NAMES;
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), settings.getByRole('button', { name: 'Import Data' }).click()]);
  await chooser.setFiles(hostileImport());
  await expect(settings.getByRole('status')).toHaveText('Imported 1 session.');
  await expectShownAsText(settings, names);
  await expectInert(page);

  // After a reload: the imported names as text in the preset buttons and in the settings' list.
  await page.reload();
  await expect(timer.widget).toBeVisible();
  const presets = timer.widget.getByRole('group', { name: 'Presets' });
  await expect(presets.getByRole('button')).toHaveCount(names.length);
  await expectShownAsText(presets, names);
  await presets.getByRole('button', { name: new RegExp(`^${escapeRegExp(HOSTILE.svg)}`) }).click();
  await expectInert(page);
  await timer.openPanel('Settings');
  await expectShownAsText(settings, names);
  await settings.getByRole('button', { name: `Edit ${HOSTILE.script}` }).click();
  await expect(settings.getByRole('form', { name: 'Edit preset' }).getByLabel('Name')).toHaveValue(HOSTILE.script);
  await timer.openPanel('Statistics');
  await expect(timer.widget.getByRole('region', { name: 'Statistics' }).locator('.pomo-card').filter({ hasText: 'Total Sessions' })).toContainText('1');
  await expectInert(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('imported preset names with payloads stay inert text in the slide-up panel', async ({ page, request, baseURL }) => {
    watchDialogs(page);
    await openDashboard(page, request, baseURL!, 'Pocket');
    await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('button', { name: 'Settings' }).tap();
    const settingsDialog = page.getByRole('dialog', { name: 'Settings' });
    await settingsDialog.getByRole('button', { name: 'Widgets' }).tap();
    await settingsDialog.getByRole('switch', { name: 'Pomodoro Timer' }).check();
    await page.keyboard.press('Escape');
    await expect(settingsDialog).toBeHidden();

    await phoneBarOf(page).open('Pomodoro', 'tap');
    const sheet = page.getByRole('dialog', { name: 'Pomodoro Timer' });
    await sheet.getByRole('button', { name: 'Settings', exact: true }).tap();
    const settings = sheet.getByRole('region', { name: 'Timer settings' });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), settings.getByRole('button', { name: 'Import Data' }).tap()]);
    await chooser.setFiles(hostileImport());
    await expect(settings.getByRole('status')).toHaveText('Imported 1 session.');
    await expectShownAsText(settings, HOSTILE_PRESET_NAMES);
    await expectInert(page);

    await page.reload();
    await phoneBarOf(page).open('Pomodoro', 'tap');
    const presets = sheet.getByRole('group', { name: 'Presets' });
    await expect(presets.getByRole('button')).toHaveCount(HOSTILE_PRESET_NAMES.length);
    await expectShownAsText(presets, HOSTILE_PRESET_NAMES);
    await presets.getByRole('button', { name: new RegExp(`^${escapeRegExp(HOSTILE.img)}`) }).tap();
    await expectInert(page);
    await hostileShot(page, 'pomodoro-phone');
  });
});

test("a running timer leaves the new tab's picture alone while it ticks, open or collapsed", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  // Counts the pictures taken (each is one write of the stored snapshot).
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    (window as unknown as { pictures: number }).pictures = 0;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'lodestar:snapshot') (window as unknown as { pictures: number }).pictures += 1;
      return setItem.call(this, key, value);
    };
  });
  const picturesTaken = () => page.evaluate(() => (window as unknown as { pictures: number }).pictures);
  await page.clock.install({ time: START });
  await openDashboard(page, request, baseURL!, 'Picture');
  const timer = pomodoroOf(page);
  await timer.show();
  await timer.expand();
  await timer.widget.getByRole('button', { name: /^Sprint / }).click();
  await timer.widget.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(timer.widget.getByText('Focus Time')).toBeVisible();
  const pictureTakenAt = () => page.evaluate(() => (JSON.parse(localStorage.getItem('lodestar:snapshot') ?? 'null') as { savedAt: number } | null)?.savedAt);

  // The change (a running timer) is pictured; the next 20 seconds of ticking are not. (Ticking pictured would
  // be a picture every 1.5 s; one more may come from a part of the page settling while the clock runs fast.)
  await page.clock.runFor(3000);
  const running = await pictureTakenAt();
  expect(running).toBeGreaterThan(START.getTime());
  let before = await picturesTaken();
  await page.clock.runFor(20_000);
  await expect(timer.time).toHaveText(/^9:[34]\d$/);
  expect((await picturesTaken()) - before).toBeLessThanOrEqual(1);

  // Collapsed to its edge tab, whose outline fills as the time runs: pictured once, then left alone.
  await timer.collapse();
  // The tab's countdown is a lazy part: the picture counts from when it shows.
  await expect(timer.tab).toHaveText(/^\d+:\d\d$/);
  await page.clock.runFor(3000);
  const collapsed = await pictureTakenAt();
  expect(collapsed).toBeGreaterThan(running!);
  before = await picturesTaken();
  await page.clock.runFor(20_000);
  await expect(timer.tab).toHaveText(/^9:[01]\d$/);
  expect((await picturesTaken()) - before).toBeLessThanOrEqual(1);
});

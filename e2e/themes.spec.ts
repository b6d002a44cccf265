import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { importBackupFile } from './support/backup';
import { EXCLUSIVE_THEMES, openAppearance, paletteOf, subscribedDashboard } from './support/themes';

test.use({ viewport: { width: 1440, height: 900 } });
// Each journey starts with a sandbox checkout: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Nord's page colour in light (core THEMES.nord.palettes.light.bg, #eceff4), as getComputedStyle writes it.
const NORD_LIGHT_BG = 'rgb(236, 239, 244)';
const DEFAULT_LIGHT_BG = 'rgb(250, 250, 250)';

test('a monthly subscriber sees the exclusive themes locked, with the yearly plan as the way to them', async ({ page, request, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await subscribedDashboard(page, request, baseURL!, 'Mona', 'Monthly');
  const settings = await openAppearance(page);

  await expect(settings.getByRole('radio', { name: 'Lodestar' })).toBeChecked();
  for (const name of EXCLUSIVE_THEMES) {
    const radio = settings.getByRole('radio', { name, exact: true });
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription(/Yearly plan$/);
  }
  await expect(settings.getByText('Yearly plan', { exact: true })).toHaveCount(EXCLUSIVE_THEMES.length);

  // Labs is the yearly plan's early access: its feature is locked too.
  await settings.getByRole('button', { name: 'Labs' }).click();
  await expect(settings.getByRole('switch', { name: /^Focus mode/ })).toBeDisabled();

  await settings.getByText('Exclusive themes come with the yearly plan.').locator('..').getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Subscription' })).toBeVisible();
  expect(await paletteOf(page).name()).toBe('default');
});

test('a yearly subscriber chooses a theme: it applies at once, follows light and dark, and paints before any script next time', async ({ page, request, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await subscribedDashboard(page, request, baseURL!, 'Yara', 'Yearly');
  const palette = paletteOf(page);
  expect(await palette.pageBackground()).toBe(DEFAULT_LIGHT_BG);

  const settings = await openAppearance(page);
  for (const name of EXCLUSIVE_THEMES) await expect(settings.getByRole('radio', { name, exact: true })).toBeEnabled();
  await expect(settings.getByText('Yearly plan', { exact: true })).toHaveCount(0);
  await settings.getByRole('radio', { name: 'Nord', exact: true }).check();
  await expect.poll(palette.name).toBe('nord');
  await expect.poll(palette.pageBackground).toBe(NORD_LIGHT_BG);

  // Dark under the theme is the theme's dark (#2e3440), not the product's.
  await settings.getByRole('radio', { name: 'Dark', exact: true }).check();
  await expect.poll(palette.pageBackground).toBe('rgb(46, 52, 64)');
  await settings.getByRole('radio', { name: 'Light', exact: true }).check();
  await page.keyboard.press('Escape');

  // The next open paints the theme from index.html's inline script, before any module (none loads here).
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  expect(await palette.name()).toBe('nord');
  expect(await palette.pageBackground()).toBe(NORD_LIGHT_BG);
});

test('a monthly subscriber whose synced settings name a yearly theme (a crafted backup) sees the default theme', async ({ page, request, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await subscribedDashboard(page, request, baseURL!, 'Crafty', 'Monthly');

  // The account's own backup, edited to name Nord, restored the way a user restores one.
  let settings = await openAppearance(page);
  await settings.getByRole('button', { name: 'Data & Backup' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), settings.getByRole('button', { name: 'Export Backup' }).click()]);
  const backup = JSON.parse(await readFile((await download.path())!, 'utf8')) as { data: { settings: { appearance?: { theme: string } } } };
  backup.data.settings.appearance = { theme: 'nord' };
  await page.keyboard.press('Escape');
  await importBackupFile(page, { name: 'crafted.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
  await page.waitForEvent('load');
  await expect(page.getByText('Your data was restored from the backup.')).toBeVisible();

  // The settings do name Nord (the backup was restored), yet the server grants no yearly perks: the default shows.
  settings = await openAppearance(page);
  await expect(settings.getByRole('radio', { name: 'Lodestar' })).toBeChecked();
  await expect(settings.getByRole('radio', { name: 'Nord', exact: true })).not.toBeChecked();
  await page.keyboard.press('Escape');
  // The server's answer arrives (the gate's and the perks' check): the page is still the product's own colours.
  await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/billing/status')), page.reload()]);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await paletteOf(page).name()).toBe('default');
  expect(await paletteOf(page).pageBackground()).toBe(DEFAULT_LIGHT_BG);
  expect(await page.evaluate(() => localStorage.getItem('lodestar:palette'))).toBeNull();
});

test("Labs' focus mode hides everything but the clock, the focus and the Pomodoro, and Escape leaves it", async ({ page, request, baseURL }) => {
  await subscribedDashboard(page, request, baseURL!, 'Fern', 'Yearly');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();

  const settings = await openAppearance(page);
  await settings.getByRole('button', { name: 'Labs' }).click();
  await settings.getByRole('switch', { name: /^Focus mode/ }).click();
  await expect(settings).toBeHidden();

  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: /^(Good (morning|afternoon|evening), Fern|Still up, Fern\?)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pomodoro Timer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exit focus mode' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('focus-mode-1440.png') });

  // Kept across a reload (this device's choice), and left with the keyboard.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Exit focus mode' })).toBeVisible();
  await expect(nav).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exit focus mode' })).toBeHidden();

  // And with the button.
  await openAppearance(page);
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Labs' }).click();
  await page.getByRole('switch', { name: /^Focus mode/ }).click();
  await page.getByRole('button', { name: 'Exit focus mode' }).click();
  await expect(nav).toBeVisible();
});

import { expect, test } from './support/test';
import { openDashboard, themeOf } from './support/dashboard';
import { greetingOf } from './support/login-page';

test.use({ viewport: { width: 1280, height: 800 } });

test('the chosen theme persists across a reload and sets the theme colour', async ({ page, request, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openDashboard(page, request, baseURL!, 'Theo');
  const theme = themeOf(page);
  await expect.poll(theme.attribute).toBe('light');
  expect(await theme.metaColor()).toBe('#FAFAFA');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect.poll(theme.attribute).toBe('dark');
  expect(await theme.metaColor()).toBe('#18181B');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await theme.attribute()).toBe('dark');
  expect(await theme.metaColor()).toBe('#18181B');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect.poll(theme.attribute).toBe('light');
  expect(await theme.metaColor()).toBe('#FAFAFA');
});

test('the theme is set before the app script runs (no flash of the wrong theme)', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // Without the bundle only index.html's inline script can have set the theme.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/login');
  expect(await themeOf(page).attribute()).toBe('dark');
  expect(await themeOf(page).metaColor()).toBe('#18181B');
});

test('under "system" the page follows the OS preference live', async ({ page, request, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openDashboard(page, request, baseURL!, 'Sys');
  const theme = themeOf(page);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await expect.poll(theme.attribute).toBe('dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(theme.attribute).toBe('light');
  expect(await theme.metaColor()).toBe('#FAFAFA');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(theme.attribute).toBe('dark');
  expect(await theme.metaColor()).toBe('#18181B');
});

test('a choice made in one tab applies in the other', async ({ page, request, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openDashboard(page, request, baseURL!, 'Tabs');
  const other = await page.context().newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/');
  await expect(greetingOf(other, 'Tabs')).toBeVisible();
  expect(await themeOf(other).attribute()).toBe('light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect.poll(themeOf(other).attribute).toBe('dark');
  await expect(other.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

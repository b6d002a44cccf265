import { expect, test } from './support/test';
import { openDashboard } from './support/dashboard';

// Issue 24, item 1: the centre of the start page greets by the time of day, under a large clock and the date.

test('the greeting follows the time of day, the clock turns with the minute, and 24 hours is a setting', async ({ page, request, baseURL }) => {
  // 08:59:30 local time on a Wednesday.
  await page.clock.install({ time: new Date(2026, 10, 25, 8, 59, 30) });
  await openDashboard(page, request, baseURL!, 'Avery');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('heading', { name: 'Good morning, Avery' })).toBeVisible();
  await expect(today.locator('time')).toHaveText('8:59');
  await expect(today).toContainText('AM');
  await expect(today).toContainText('Wednesday, November 25');

  // The minute turns: the clock follows without a reload.
  await page.clock.runFor(31_000);
  await expect(today.locator('time')).toHaveText('9:00');

  // Afternoon and evening.
  await page.clock.fastForward('04:00:00');
  await expect(today.getByRole('heading', { name: 'Good afternoon, Avery' })).toBeVisible();
  await page.clock.fastForward('06:00:00');
  await expect(today.getByRole('heading', { name: 'Good evening, Avery' })).toBeVisible();
  await expect(today.locator('time')).toHaveText('7:00');
  await expect(today).toContainText('PM');

  // Settings > Appearance: a 24-hour clock, kept with the account's settings.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Appearance' }).click();
  await settings.getByRole('switch', { name: '24-hour clock' }).check();
  await settings.getByRole('button', { name: 'Close panel' }).click();
  await expect(today.locator('time')).toHaveText('19:00');
  await expect(today).not.toContainText('PM');
});

// Issue 35, item 10: between midnight and 5 AM the greeting fits the hour.
test('at 4:03 AM the greeting asks whether the user is still up, and turns to morning at 5', async ({ page, request, baseURL }) => {
  await page.clock.install({ time: new Date(2026, 10, 25, 4, 3, 0) });
  await openDashboard(page, request, baseURL!, 'Avery');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('heading', { name: 'Still up, Avery?' })).toBeVisible();
  await expect(today.getByText('Good evening')).toHaveCount(0);
  await page.clock.fastForward('01:00:00');
  await expect(today.getByRole('heading', { name: 'Good morning, Avery' })).toBeVisible();
});

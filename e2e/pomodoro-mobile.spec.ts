import { expect, test } from './support/test';
import { phoneBarOf } from './support/phone-bar';
import { openDashboard } from './support/dashboard';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('on a phone the focus ends and alerts on time with the slide-up panel closed', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  await page.clock.install({ time: new Date('2026-11-23T09:00:00') });
  await openDashboard(page, request, baseURL!, 'Pocket');
  // Shown like a user would: Settings, Widgets, then its switch.
  await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('button', { name: 'Settings' }).tap();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Widgets' }).tap();
  await settings.getByRole('switch', { name: 'Pomodoro Timer' }).check();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await phoneBarOf(page).open('Pomodoro', 'tap');
  const sheet = page.getByRole('dialog', { name: 'Pomodoro Timer' });
  await sheet.getByRole('button', { name: /^Sprint / }).tap();
  await sheet.getByRole('button', { name: 'Start', exact: true }).tap();
  await expect(sheet.getByText('Focus Time')).toBeVisible();
  // Closed: no edge tab on a phone, yet the timer keeps running in the background.
  await page.touchscreen.tap(187, 40);
  await expect(sheet).toBeHidden();

  await page.clock.fastForward('10:05');
  await expect(page.getByRole('status').filter({ hasText: 'Focus Complete!' })).toBeVisible();
});

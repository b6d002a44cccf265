import { openCalendarDashboard, showCalendarWidget } from './support/calendar-feeds';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 800 } });

test('an address that is not a feed URL is explained at its field, and a good one clears the message', async ({ page, request, baseURL }) => {
  await openCalendarDashboard(page, request, baseURL!, 'Mistyped');
  await showCalendarWidget(page);
  await page.getByRole('button', { name: "Open Today's Events" }).click();
  await page.locator('#widget-calendar').getByRole('button', { name: 'Add ICS feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await dialog.getByRole('tab', { name: 'ICS feed' }).click();

  const feedUrl = dialog.getByLabel('Feed URL');
  await feedUrl.fill('calendar.example.com/feed.ics');
  await feedUrl.press('Tab');
  await expect(feedUrl).toHaveAccessibleDescription('Enter an http:// or https:// address');
  await expect(dialog.getByRole('alert').filter({ hasText: 'Enter an http:// or https:// address' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add feed' })).toBeDisabled();

  await feedUrl.fill('https://calendar.example.com/feed.ics');
  await expect(feedUrl).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Enter an http:// or https:// address')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Add feed' })).toBeEnabled();

  // The CalDAV server's address says so too.
  await dialog.getByRole('tab', { name: 'CalDAV' }).click();
  const server = dialog.getByLabel('Server URL');
  await server.fill('ftp://caldav.example.com');
  await server.press('Tab');
  await expect(server).toHaveAccessibleDescription('Enter an http:// or https:// address');
});

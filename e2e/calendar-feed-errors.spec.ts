import { openCalendarDashboard, serveFeeds, showCalendarWidget } from './support/calendar-feeds';
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
  // Add is never greyed out without a word: pressed, it keeps the dialog and the reason.
  await dialog.getByRole('button', { name: 'Add feed' }).click();
  await expect(feedUrl).toHaveAccessibleDescription('Enter an http:// or https:// address');

  await feedUrl.fill('https://calendar.example.com/feed.ics');
  await expect(feedUrl).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Enter an http:// or https:// address')).toBeHidden();

  // The CalDAV server's address says so too.
  await dialog.getByRole('tab', { name: 'CalDAV' }).click();
  const server = dialog.getByLabel('Server URL');
  await server.fill('ftp://caldav.example.com');
  await server.press('Tab');
  await expect(server).toHaveAccessibleDescription('Enter an http:// or https:// address');
  // Pressed with fields left empty, each says what it needs.
  await dialog.getByRole('button', { name: 'Add CalDAV account' }).click();
  await expect(dialog.getByLabel('User name')).toHaveAccessibleDescription('Enter the user name');
  await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription(/^Enter the password/);
});

// Issue 35, item 5: the reason a feed was refused stands alone, not under a generic 'Please try again'.
test('an address that is not a calendar feed is refused with its reason alone', async ({ page, request, baseURL }) => {
  const site = await serveFeeds({ '/page.html': '<!doctype html><title>Not a calendar</title><p>Hello</p>' });
  try {
    await openCalendarDashboard(page, request, baseURL!, 'Webpage');
    await showCalendarWidget(page);
    await page.getByRole('button', { name: "Open Today's Events" }).click();
    await page.locator('#widget-calendar').getByRole('button', { name: 'Add ICS feed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Account' });
    await dialog.getByRole('tab', { name: 'ICS feed' }).click();
    await dialog.getByLabel('Feed URL').fill(site.url('/page.html'));
    await dialog.getByRole('button', { name: 'Add feed' }).click();

    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText('That address is not an iCalendar (ICS) feed');
    await expect(dialog.getByText('Failed to add calendar account. Please try again.')).toHaveCount(0);
  } finally {
    await site.close();
  }
});

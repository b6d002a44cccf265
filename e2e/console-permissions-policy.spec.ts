import { expect, test } from './support/test';
import { openDashboard } from './support/dashboard';
import { loginPage } from './support/login-page';

// Issue 23 item 27: "Error with Permissions-Policy header: Unrecognized feature: 'bluetooth'" was logged on
// every page. The browser reports a header it cannot read on the page's console.
test.use({ viewport: { width: 1280, height: 800 } });

test('the login page, the demo, a legal page and the dashboard open without a Permissions-Policy error on the console', async ({ page, context, request, baseURL }) => {
  const complaints: string[] = [];
  context.on('console', (message) => {
    if (/Permissions-Policy/i.test(message.text())) complaints.push(`${message.location().url || page.url()}: ${message.text()}`);
  });

  await loginPage(page).open();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goto('/demo');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await openDashboard(page, request, baseURL!, 'Quiet');

  expect(complaints).toEqual([]);
});

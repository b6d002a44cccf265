import { expect, test, type Page } from './support/test';
import { checkOut, openGate, openSubscriptionPanelFromProfile, payAndConfirm } from './support/subscription';

// Issue 23 item 5: the server's own pages (sandbox checkout and portal, the email-link page) follow the app's theme.
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

const LIGHT = 'rgb(250, 250, 250)';
const DARK = 'rgb(24, 24, 27)';
const background = (page: Page) => expect(page.locator('body'));
const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test("the sandbox checkout, billing portal and email-link page open in the app's theme", async ({ page, request, baseURL }) => {
  // No choice made in the app: the pages follow the system, as the app does.
  await page.emulateMedia({ colorScheme: 'dark' });
  await openGate(page, request, baseURL!, 'Theo');
  await checkOut(page, 'Monthly');
  await background(page).toHaveCSS('background-color', DARK);
  await page.emulateMedia({ colorScheme: 'light' });
  await background(page).toHaveCSS('background-color', LIGHT);
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCSS('background-color', 'rgb(79, 70, 229)');

  await payAndConfirm(page);
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The user picks dark in the app while the system stays light: the portal opens dark.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  const panel = await openSubscriptionPanelFromProfile(page);
  const [portal] = await Promise.all([page.waitForEvent('popup'), panel.getByRole('button', { name: 'Manage Billing' }).click()]);
  await portal.emulateMedia({ colorScheme: 'light' });
  await expect(portal.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await background(portal).toHaveCSS('background-color', DARK);
  await expect(portal.getByRole('link', { name: 'Return to Lodestar' })).toHaveCSS('background-color', 'rgb(129, 140, 248)');

  await page.goto('/api/account/email/confirm?token=not-a-token');
  await expect(page.getByRole('heading', { name: 'Email not changed' })).toBeVisible();
  await background(page).toHaveCSS('background-color', DARK);

  // Back to light in the app while the system turns dark: the chosen light wins.
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await portal.emulateMedia({ colorScheme: 'dark' });
  await portal.reload();
  await background(portal).toHaveCSS('background-color', LIGHT);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/api/account/email/confirm?token=not-a-token');
  await background(page).toHaveCSS('background-color', LIGHT);
});

test('screens: the outside pages at 375 and 1440 px, light and dark, nothing cut off', async ({ page, request, baseURL }) => {
  async function shootEach(pages: [string, string][]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.context().addCookies([{ name: 'lodestar-theme', value: theme, url: baseURL! }]);
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        for (const [name, url] of pages) {
          await page.goto(url);
          await background(page).toHaveCSS('background-color', theme === 'light' ? LIGHT : DARK);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await shoot(page, `${name}-${width}-${theme}`);
        }
      }
    }
  }
  await openGate(page, request, baseURL!, 'Shea');
  await checkOut(page, 'Yearly');
  await shootEach([['checkout', page.url()]]);
  await payAndConfirm(page);
  const portal = '/sandbox/portal?return_url=' + encodeURIComponent(`${baseURL}/`);
  await shootEach([
    ['portal', portal],
    ['email-page', '/api/account/email/confirm?token=x'],
  ]);
});

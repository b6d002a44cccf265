import { expect, test, type Locator, type Page } from './support/test';
import { findUserCard, openAdminPanel, signInAsAdmin } from './support/admin-session';
import { openGate, openSubscriptionPanelFromMenu, openSubscriptionPanelFromProfile, payAndConfirm } from './support/subscription';
import { animationsSettled } from './support/settled';

// Issue 23 items 1 and 3: the Subscription panel's states at 375 and 1440 px, light and dark, nothing cut off.
test.describe.configure({ timeout: 180_000 });

const SIZES = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

async function openPanel(page: Page, width: number) {
  await page.goto('/');
  return width < 768 ? openSubscriptionPanelFromMenu(page) : openSubscriptionPanelFromProfile(page);
}

/** Each state in both themes at both widths: the panel within the window, the page not wider than it. */
async function shootStates(page: Page, name: string, show: (panel: Locator) => Promise<void>) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const panel = await openPanel(page, size.width);
      await show(panel);
      await animationsSettled(page);
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.screenshot({ path: test.info().outputPath(`panel-${name}-${size.width}-${colorScheme}.png`) });
    }
  }
}

test('screens: free access, the current plan and the plan change', async ({ page, browser, request, baseURL }) => {
  const { email } = await openGate(page, request, baseURL!, 'Sasha');
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signInAsAdmin(admin, baseURL!);
  const adminPanel = await openAdminPanel(admin);
  await (await findUserCard(adminPanel, email)).click();
  await adminPanel.getByRole('group', { name: `Actions for ${email}` }).getByRole('button', { name: 'Grant 30 Days Free' }).click();
  await expect(admin.getByText(`${email} has 30 free days.`)).toBeVisible();
  await context.close();

  await shootStates(page, 'free-access', async (panel) => {
    await expect(panel.getByRole('heading', { name: 'Free access' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  });

  const panel = await openPanel(page, 1440);
  await panel.getByRole('button', { name: 'Subscribe Now' }).click();
  await payAndConfirm(page);

  await shootStates(page, 'current-plan', async (shown) => {
    await expect(shown.getByRole('heading', { name: 'Monthly Plan' })).toBeVisible();
  });
  await shootStates(page, 'change-plan', async (shown) => {
    await shown.getByRole('button', { name: 'Change Plan' }).click();
    await expect(shown.getByRole('button', { name: 'Switch to Yearly ($50/year)' })).toBeVisible();
  });
});

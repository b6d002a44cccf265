import { expect, test, type Locator, type Page } from './support/test';
import { openDashboard } from './support/dashboard';
import { dialogOnTop } from './support/settled';

// Issue 23 items 9 and 10: the signed-out demo's Profile panel, and the Profile panel on a phone.

async function expectShareSupportAndVersion(page: Page, profile: Locator, tapOrClick: 'tap' | 'click') {
  const refer = profile.getByRole('button', { name: 'Refer a friend' });
  await refer.scrollIntoViewIfNeeded();
  await refer[tapOrClick]();
  const share = page.getByRole('dialog', { name: 'Refer a friend' });
  await expect(share.getByLabel('Link')).toHaveValue(/\/login\?signup=true$/);
  // Under the modal dialog, Profile is hidden from assistive technology: found here with the hidden elements.
  await dialogOnTop(page, page.getByRole('dialog', { name: 'Profile', includeHidden: true }));
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await expect(profile.getByRole('button', { name: 'Gift Lodestar' })).toBeVisible();
  const support = profile.getByRole('link', { name: 'Contact Support' });
  await support.scrollIntoViewIfNeeded();
  await expect(support).toBeVisible();
  await expect(support).toHaveAttribute('href', /^mailto:/);
  const version = profile.getByText('Version 1.0.0');
  await version.scrollIntoViewIfNeeded();
  await expect(version).toBeInViewport();
}

test.describe('signed out (the demo) at 1440', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Profile offers Sign in and Sign up and nothing account-bound', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Sign up' })).toBeVisible();
    for (const gone of ['Sign out', 'Account Information']) await expect(profile.getByRole('button', { name: gone })).toHaveCount(0);
    await expect(profile.getByRole('button', { name: /^Subscription/ })).toHaveCount(0);
    await expect(profile.getByText('there', { exact: true })).toHaveCount(0);
    await expect(profile.getByText('We could not load your account')).toHaveCount(0);
    await expectShareSupportAndVersion(page, profile, 'click');

    await profile.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });
});

test.describe('on a phone (390 x 844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Profile opens from the menu, with Refer a friend, Gift, Contact Support and the version', async ({ page, request, baseURL }) => {
    await openDashboard(page, request, baseURL!, 'Pia');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Profile', exact: true }).tap();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile.getByText('Pia', { exact: true })).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectShareSupportAndVersion(page, profile, 'tap');
    // Nothing in it runs past the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the demo reaches Profile too, signed out', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Profile', exact: true }).tap();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expectShareSupportAndVersion(page, profile, 'tap');
  });
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { greetingOf } from './login-page';
import { checkOut, openGate } from './subscription';

/**
 * For the paid server: a fresh account that bought `plan` through the sandbox checkout (the server's own
 * payment path), back on its dashboard.
 */
export async function subscribedDashboard(page: Page, request: APIRequestContext, baseURL: string, name: string, plan: 'Monthly' | 'Yearly') {
  const { email } = await openGate(page, request, baseURL, name);
  await checkOut(page, plan);
  await page.getByRole('button', { name: 'Pay' }).click();
  // A first subscription lands on the welcome page or the payment result: either way the server has it.
  // Waits allow for a busy machine (the checkout and the dashboard's first open are the slow steps).
  await expect(page).toHaveURL(/\/(subscription|thank-you)\?success=true/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /Payment Successful!|Thank you/ }).first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/');
  await expect(greetingOf(page, name)).toBeVisible({ timeout: 30_000 });
  return { email };
}

/** Settings > Appearance, opened as a user does. */
export async function openAppearance(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Appearance' }).click();
  return settings;
}

/** The page's colour tokens as the CSS resolves them, and the exclusive theme marked on <html>. */
export function paletteOf(page: Page) {
  return {
    name: () => page.evaluate(() => document.documentElement.dataset.palette ?? 'default'),
    // The page colour token as it resolves (rgb): under a start-page background the body itself takes the picture's
    // lightest dimmed colour (start-page.css), so the token is read through a probe instead.
    pageBackground: () =>
      page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('div'));
        probe.style.backgroundColor = 'var(--color-bg)';
        const colour = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return colour;
      }),
  };
}

export const EXCLUSIVE_THEMES = ['Nord', 'Solarized', 'Sepia', 'Rosé', 'Forest', 'Terminal'] as const;

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail } from './accounts';

/** The start page's centre (the region named 'Today'), its focus line and the background behind the page. */
export function startPageOf(page: Page) {
  const today = page.getByRole('region', { name: 'Today' });
  return {
    today,
    focusInput: today.getByRole('textbox', { name: 'What is your main focus today?' }),
    focusCheck: (text: string): Locator => today.getByRole('checkbox', { name: text }),
    // Decorative (aria-hidden): named by the background it paints.
    backdrop: page.locator('.start-backdrop'),
  };
}

/** Opens Settings > Appearance from the side navigation; returns the settings dialog. */
export async function openAppearance(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Appearance' }).click();
  return settings;
}

/**
 * A fresh account signed in (as openDashboard does) with the dashboard open once its centre has loaded: it comes
 * after the first card, which on a busy machine may take longer than the default wait.
 */
export async function openStartPage(page: Page, request: APIRequestContext, baseURL: string, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase());
  await createAccount(request, baseURL, { name, email });
  await signInAndOpen(page, baseURL, email);
  return email;
}

/** Signs `page`'s context in as `email` and opens the dashboard until its centre shows. */
export async function signInAndOpen(page: Page, baseURL: string, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Today' }).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
}

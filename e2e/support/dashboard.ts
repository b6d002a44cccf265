import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail } from './accounts';
import { greetingOf } from './login-page';

/**
 * A fresh account (its address confirmed), signed in through the API in the page's own context (so the
 * browser has the session cookie), with the dashboard open at `path`; returns its email.
 */
export async function openDashboard(page: Page, request: APIRequestContext, baseURL: string, name: string, path = '/'): Promise<string> {
  const email = uniqueEmail(name.toLowerCase());
  await createAccount(request, baseURL, { name, email });
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
  // A fresh account has no snapshot: the greeting waits for the app and the server's answer on a busy machine.
  await expect(greetingOf(page, name)).toBeVisible({ timeout: 20_000 });
  return email;
}

/** The page's theme as the CSS sees it, and the browser chrome colour. */
export function themeOf(page: Page) {
  return {
    attribute: () => page.evaluate(() => document.documentElement.dataset.theme),
    metaColor: () => page.locator('meta[name="theme-color"]').getAttribute('content'),
  };
}

import { expect, type Browser, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';

/**
 * Another device of the same user: a new browser context (its own cookies and IndexedDB) signed in as
 * `email`, with the dashboard open. `prepare` runs on the new page before it loads (favicons, clock).
 */
export async function signedInDevice(browser: Browser, baseURL: string, email: string, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await prepare?.(page);
  const response = await page.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/');
  return page;
}

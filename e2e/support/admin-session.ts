import { expect, type Cookie, type Page } from '@playwright/test';
import { newestLinkTo } from './accounts';
import { greetingOf } from './login-page';

/** In ADMIN_EMAILS of the e2e servers (playwright.config.ts): an admin once the address is confirmed. */
export const ADMIN_EMAIL = 'admin@example.com';

/** The admin's session per server, reused across tests: each sign-in costs a mailed link (5 per 15 minutes). */
const sessions = new Map<string, Cookie[]>();

async function hasSession(page: Page): Promise<boolean> {
  const answer = await page.request.get('/api/auth/get-session');
  return answer.ok() && Boolean(((await answer.json()) as { user?: unknown } | null)?.user);
}

/**
 * Signs the page's context in as the admin. An ADMIN_EMAILS address keeps no password typed at sign-up
 * (issue 21 item 4), so the admin signs in as its owner does, with an emailed sign-in link; the first
 * link of the run creates the account (the server keeps its users for the whole run).
 */
export async function signInAsAdmin(page: Page, baseURL: string) {
  const saved = sessions.get(baseURL);
  if (saved) await page.context().addCookies(saved);
  if (!saved || !(await hasSession(page))) {
    const asked = await page.request.post('/api/auth/sign-in/magic-link', {
      headers: { origin: baseURL },
      data: { email: ADMIN_EMAIL, name: 'Admin' },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    const link = new URL(await newestLinkTo(page.request, ADMIN_EMAIL, '/login'), baseURL);
    const completed = await page.request.post('/api/login-link/complete', {
      headers: { origin: baseURL },
      data: { token: link.searchParams.get('token'), email: ADMIN_EMAIL },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    sessions.set(baseURL, await page.context().cookies(baseURL));
  }
  await page.goto('/');
  await expect(greetingOf(page, 'Admin')).toBeVisible();
}

/** Opens the Admin Panel as an admin does: Profile, then its Admin Panel entry. */
export async function openAdminPanel(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Admin Panel Admin' }).click();
  const panel = page.getByRole('dialog', { name: 'Admin Panel' });
  await expect(panel.getByRole('button', { name: 'Create User' })).toBeVisible();
  return panel;
}

/** Finds a user's card through the search box. */
export async function findUserCard(panel: ReturnType<Page['getByRole']>, email: string) {
  await panel.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const card = panel.getByRole('button', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(card).toHaveCount(1);
  return card;
}

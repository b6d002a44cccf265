import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';

/** In ADMIN_EMAILS of the e2e servers (playwright.config.ts): an admin from sign-up on. */
export const ADMIN_EMAIL = 'admin@example.com';

/**
 * Signs the page's context in as the admin, creating the account on the first call of the run (the
 * server keeps its users for the whole run).
 */
export async function signInAsAdmin(page: Page, baseURL: string) {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name: 'Admin', email: ADMIN_EMAIL, password: PASSWORD },
  });
  // 422: the account exists already.
  expect([200, 422], await signUp.text()).toContain(signUp.status());
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: ADMIN_EMAIL, password: PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
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

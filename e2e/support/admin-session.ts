import { expect, type Page } from '@playwright/test';
import { confirmEmail, PASSWORD } from './accounts';

/** In ADMIN_EMAILS of the e2e servers (playwright.config.ts): an admin once the address is confirmed. */
export const ADMIN_EMAIL = 'admin@example.com';

/**
 * Signs the page's context in as the admin, creating the account on the first call of the run (the
 * server keeps its users for the whole run).
 */
export async function signInAsAdmin(page: Page, baseURL: string) {
  // Sign-up answers alike whether or not the account exists; the first sign-in of the run finds it
  // unconfirmed (403), and opening the link mailed to the address proves it, which makes it an admin.
  await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { name: 'Admin', email: ADMIN_EMAIL, password: PASSWORD },
  });
  const signIn = () =>
    page.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: { email: ADMIN_EMAIL, password: PASSWORD } });
  let signedIn = await signIn();
  if (signedIn.status() === 403) {
    await confirmEmail(page.request, ADMIN_EMAIL);
    signedIn = await signIn();
  }
  expect(signedIn.status(), await signedIn.text()).toBe(200);
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

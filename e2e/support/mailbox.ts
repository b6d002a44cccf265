import { expect, type Page } from '@playwright/test';

/**
 * Opens the newest mail to `to` in the dev outbox (/dev/mail) in this page, and returns the sign-in
 * link it contains, as a user would find it. `server` is needed where the page has no base URL (an extension's
 * browser).
 */
export async function openNewestMailTo(page: Page, to: string, server = '') {
  await page.goto(`${server}/dev/mail`);
  // The list is newest first.
  const entry = page.getByRole('listitem').filter({ hasText: `to ${to}` }).first();
  await expect(entry).toBeVisible();
  await entry.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Your sign-in link for Lodestar' })).toBeVisible();
  const link = page.getByRole('link', { name: /\/login\?/ });
  return { link, href: (await link.getAttribute('href')) ?? '' };
}

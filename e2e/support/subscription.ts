import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail } from './accounts';

/**
 * For the paid server (ENFORCE_SUBSCRIPTION=true, sandbox payments): a fresh account signed in
 * through the API in the page's own context, stopped at the subscription gate.
 */
export async function openGate(page: Page, request: APIRequestContext, baseURL: string, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  await createAccount(request, baseURL, { name, email });
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/');
  // The gate waits for the server's status answer: allow for a busy machine.
  await expect(gate(page).title).toBeVisible({ timeout: 20_000 });
  return { email };
}

/** The gate's parts, by role and the spec's words. */
export function gate(page: Page) {
  return {
    title: page.getByRole('heading', { name: 'Choose Your Plan' }),
    monthly: page.getByRole('radio', { name: 'Monthly $5/month' }),
    yearly: page.getByRole('radio', { name: 'Yearly $50/year' }),
    subscribe: page.getByRole('button', { name: 'Subscribe Now' }),
  };
}

/** Chooses a plan at the gate and subscribes: the browser lands on the sandbox checkout page. */
export async function checkOut(page: Page, plan: 'Monthly' | 'Yearly') {
  const parts = gate(page);
  await (plan === 'Monthly' ? parts.monthly : parts.yearly).check();
  await parts.subscribe.click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_/);
  await expect(page.getByRole('heading', { name: `${plan} plan` })).toBeVisible();
}

/**
 * Pays on the sandbox checkout page and waits for the app to confirm it on the payment result
 * (/subscription); a first subscription then goes on to the welcome page (/thank-you).
 */
export async function payAndConfirm(page: Page, visit: 'first' | 'returning' = 'first') {
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/subscription\?success=true&session_id=cs_/);
  // The app asks the server, which asks the provider: allow for a slow machine.
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
  if (visit === 'first') {
    await page.getByRole('button', { name: 'Return to Dashboard Now' }).click();
    await expect(page).toHaveURL(/\/thank-you\?success=true&session_id=cs_/);
    await expect(page.getByText('Your subscription is active.')).toBeVisible({ timeout: 20_000 });
  }
}

/** Opens the Subscription panel from the desktop side navigation's Profile panel. */
export async function openSubscriptionPanelFromProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: /^Subscription/ }).click();
  const panel = page.getByRole('dialog', { name: 'Subscription' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Opens the Subscription panel from the phone's hamburger menu, as a user does. */
export async function openSubscriptionPanelFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Subscription', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Subscription' });
  await expect(panel).toBeVisible();
  return panel;
}

/** The value beside a term in the panel's facts list (Plan, Status, Amount...). */
export const fact = (panel: ReturnType<Page['getByRole']>, term: string) =>
  panel.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

import { expect, test } from './support/test';
import { newestLinkTo, PASSWORD, uniqueEmail } from './support/accounts';
import { home, loginPage } from './support/login-page';
import { checkOut, gate, openGate, payAndConfirm } from './support/subscription';

test('a new user meets the plans, pays monthly in the sandbox and reaches the dashboard', async ({ page }) => {
  const login = loginPage(page);
  await login.open();
  const email = uniqueEmail('penny');
  await login.signUpWith('Penny', email, PASSWORD);
  // The link mailed to the address confirms it and signs in.
  await expect(page.getByText('Almost there! Open the link we sent to your email')).toBeVisible();
  await page.goto(await newestLinkTo(page.request, email, '/verify-email'));

  const plans = gate(page);
  await expect(plans.title).toBeVisible();
  await expect(plans.monthly).toBeChecked();
  await expect(page.getByText('Save 17%')).toBeVisible();
  await expect(page.getByText('$10 saved')).toBeVisible();
  await expect(page.getByText('Secure payment powered by the sandbox provider')).toBeVisible();
  await expect(page.getByText('Cancel anytime • No hidden fees • Instant access')).toBeVisible();
  await expect(home(page).greeting('Penny')).toHaveCount(0);

  await checkOut(page, 'Monthly');
  await expect(page.getByText('$5/month')).toBeVisible();
  // A first subscription lands on the welcome page (billing-thank-you.spec.ts has the rest of it).
  await payAndConfirm(page);
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Welcome to Lodestar!');
  await expect(toasts).toContainText('Your subscription is now active');

  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(home(page).greeting('Penny')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app');
  expect(await page.evaluate(() => localStorage.getItem('selectedPrice'))).toBe('monthly');

  // The server, not the redirect, granted access: it holds after a reload without the cached flag.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('subscriptionActive:')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(home(page).greeting('Penny')).toBeVisible();
});

test('canceling at the checkout charges nothing and leaves the user at the gate', async ({ page, request, baseURL }) => {
  await openGate(page, request, baseURL!, 'Carl');
  await checkOut(page, 'Monthly');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/subscription\?canceled=true/);
  await expect(page.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  await expect(page.getByText('Your payment was canceled. No charges were made.')).toBeVisible();
  await page.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(gate(page).title).toBeVisible();
});

test('a return address forged to say success grants nothing', async ({ page, request, baseURL }) => {
  await openGate(page, request, baseURL!, 'Faye');
  await page.goto('/subscription?success=true&session_id=cs_sandbox_forged');
  await expect(page.getByRole('alert')).toHaveText('We could not confirm your payment yet. If you were charged, contact support.');
  await page.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(gate(page).title).toBeVisible();
});

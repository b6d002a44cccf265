import { expect, test } from './support/test';
import { checkOut, gate, openGate, openSubscriptionPanelFromMenu, payAndConfirm } from './support/subscription';

// Issue 23 item 2: a first subscription leads from the payment result to the welcome page; a returning one does not.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 375, height: 812 } });

test('the first subscription lands on the welcome page; subscribing again later does not', async ({ page, request, baseURL }) => {
  await openGate(page, request, baseURL!, 'Tess');
  await checkOut(page, 'Monthly');
  await page.getByRole('button', { name: 'Pay' }).click();
  // The payment result first (as for every payment), then on to the welcome page.
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Return to Dashboard Now' }).click();

  await expect(page).toHaveURL(/\/thank-you\?success=true&session_id=cs_sandbox_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Tess!' })).toBeVisible();
  await expect(page.getByText('Your subscription is active.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Welcome to Lodestar!');
  await expect(page.getByRole('region', { name: 'What you get' }).getByRole('article')).toHaveCount(4);
  const tips = page.getByRole('region', { name: 'Good to know' });
  await expect(tips.getByRole('listitem')).toHaveCount(3);
  await expect(tips).toContainText('switch between Monthly and Yearly');
  await expect(page.getByText(/later release|coming soon/i)).toHaveCount(0);
  await expect(page.getByRole('region', { name: "What's Next" }).getByRole('listitem')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('thank-you-375.png'), fullPage: true });

  await page.getByRole('button', { name: "Let's Go!" }).click();
  // The dashboard takes the '?subscription=success' it was sent with and tidies the address.
  await expect(page).toHaveURL(/\/app(\?subscription=success)?$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

  // Unsubscribed, then subscribing again: a returning subscriber gets the payment result, not the welcome.
  const panel = await openSubscriptionPanelFromMenu(page);
  await panel.getByRole('button', { name: 'Unsubscribe Now' }).click();
  await panel.getByRole('button', { name: 'Yes, Unsubscribe' }).click();
  await expect(gate(page).title).toBeVisible();
  await checkOut(page, 'Yearly');
  await payAndConfirm(page, 'returning');
  await expect(page.getByRole('heading', { name: /^Thank you/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Return to Dashboard Now' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

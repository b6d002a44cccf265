import { expect, test } from './support/test';
import { home } from './support/login-page';
import { checkOut, fact, gate, openGate, openSubscriptionPanelFromMenu, payAndConfirm } from './support/subscription';

// The phone layout: the hamburger menu's 'Subscription' entry opens the panel.
test.use({ viewport: { width: 375, height: 812 } });

test('a yearly subscriber sees the plan, cancels renewal, resumes, then unsubscribes and is gated again', async ({ page, request, baseURL }) => {
  await openGate(page, request, baseURL!, 'Yuri');
  await checkOut(page, 'Yearly');
  await expect(page.getByText('$50/year')).toBeVisible();
  await payAndConfirm(page);
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(home(page).greeting('Yuri')).toBeVisible();

  const panel = await openSubscriptionPanelFromMenu(page);
  await expect(panel.getByRole('heading', { name: 'Yearly Plan' })).toBeVisible();
  await expect(panel.getByText('BEST VALUE')).toBeVisible();
  await expect(panel.getByText('Save $10 per year')).toBeVisible();
  await expect(fact(panel, 'Status')).toHaveText('Active');
  await expect(fact(panel, 'Amount')).toHaveText('$50/year');
  await expect(fact(panel, 'Next billing date')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(fact(panel, 'Days remaining')).toHaveText(/^36[45] days$/);

  await panel.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(fact(panel, 'Status')).toHaveText('Cancelled');
  await expect(panel.getByText(/^Your plan will not renew\. You keep access until/)).toBeVisible();
  await panel.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(fact(panel, 'Status')).toHaveText('Active');
  await expect(panel.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

  await panel.getByRole('button', { name: 'Change Plan' }).click();
  await expect(panel.getByRole('radio', { name: 'Yearly $50/year Current plan' })).toBeVisible();
  await panel.getByRole('button', { name: 'Back to current plan' }).click();

  await panel.getByRole('button', { name: 'Unsubscribe Now' }).click();
  await panel.getByRole('button', { name: 'Yes, Unsubscribe' }).click();
  // The page reloads after 1 s and the gate is back.
  await expect(gate(page).title).toBeVisible();
  await page.reload();
  await expect(gate(page).title).toBeVisible();
});

test('the billing portal opens in a new tab', async ({ page, request, baseURL }) => {
  await openGate(page, request, baseURL!, 'Bill');
  await checkOut(page, 'Monthly');
  await payAndConfirm(page);
  await page.getByRole('button', { name: "Let's Go!" }).click();
  const panel = await openSubscriptionPanelFromMenu(page);
  const [portal] = await Promise.all([page.waitForEvent('popup'), panel.getByRole('button', { name: 'Manage Billing' }).click()]);
  await expect(portal.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await expect(portal.getByText('Monthly', { exact: true })).toBeVisible();
});

import { expect, test } from './support/test';
import { checkOut, fact, openGate, openSubscriptionPanelFromProfile, payAndConfirm } from './support/subscription';

// Issue 23 item 1: Change Plan works both ways for a paying user, in place (no second checkout).
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test('a monthly subscriber switches to yearly and back; the panel shows each new plan, amount and date', async ({ page, request, baseURL }) => {
  await openGate(page, request, baseURL!, 'Mona');
  await checkOut(page, 'Monthly');
  await payAndConfirm(page);
  await page.getByRole('button', { name: "Let's Go!" }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const at = page.url();

  const panel = await openSubscriptionPanelFromProfile(page);
  await expect(panel.getByRole('heading', { name: 'Monthly Plan' })).toBeVisible();
  await expect(fact(panel, 'Amount')).toHaveText('$5/month');

  await panel.getByRole('button', { name: 'Change Plan' }).click();
  await expect(panel.getByRole('radio', { name: 'Monthly $5/month Current plan' })).not.toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Yearly $50/year' })).toBeChecked();
  await expect(panel.getByText(/^A new yearly period starts today\. The unused part of your current plan is credited/)).toBeVisible();
  await panel.getByRole('button', { name: 'Switch to Yearly ($50/year)' }).click();

  await expect(panel.getByRole('heading', { name: 'Yearly Plan' })).toBeVisible();
  await expect(fact(panel, 'Amount')).toHaveText('$50/year');
  await expect(fact(panel, 'Status')).toHaveText('Active');
  const nextYear = new Date().getUTCFullYear() + 1;
  await expect(fact(panel, 'Next billing date')).toHaveText(new RegExp(`^[A-Z][a-z]+ \\d{1,2}, ${nextYear}$`));
  await expect(fact(panel, 'Days remaining')).toHaveText(/^36[45] days$/);
  await expect(page.getByText('You are now on the Yearly plan.')).toBeVisible();
  // A plan change is neither a checkout nor a first subscription: the page stays where it was.
  expect(page.url()).toBe(at);

  await panel.getByRole('button', { name: 'Change Plan' }).click();
  await panel.getByRole('button', { name: 'Switch to Monthly ($5/month)' }).click();
  await expect(panel.getByRole('heading', { name: 'Monthly Plan' })).toBeVisible();
  await expect(fact(panel, 'Amount')).toHaveText('$5/month');
  await expect(fact(panel, 'Days remaining')).toHaveText(/^(2[89]|3[01]) days$/);

  // The server holds the change.
  await page.reload();
  const again = await openSubscriptionPanelFromProfile(page);
  await expect(again.getByRole('heading', { name: 'Monthly Plan' })).toBeVisible();
  await expect(fact(again, 'Amount')).toHaveText('$5/month');
});

test("the sandbox billing portal's Switch button changes the plan through the same server path", async ({ page, request, baseURL }) => {
  await openGate(page, request, baseURL!, 'Pia');
  await checkOut(page, 'Monthly');
  await payAndConfirm(page);
  await page.getByRole('button', { name: "Let's Go!" }).click();
  const panel = await openSubscriptionPanelFromProfile(page);
  const [portal] = await Promise.all([page.waitForEvent('popup'), panel.getByRole('button', { name: 'Manage Billing' }).click()]);
  await expect(portal.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await expect(portal.getByText('manage your plan from the Subscription panel')).toHaveCount(0);

  await portal.getByRole('button', { name: 'Switch to Yearly ($50/year)' }).click();
  await expect(portal.getByRole('status')).toHaveText('Your plan is now Yearly.');
  await expect(portal.getByText('Yearly', { exact: true })).toBeVisible();
  await expect(portal.getByText('$50', { exact: true })).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Switch to Monthly ($5/month)' })).toBeVisible();
  await portal.close();

  await page.reload();
  const again = await openSubscriptionPanelFromProfile(page);
  await expect(again.getByRole('heading', { name: 'Yearly Plan' })).toBeVisible();
  await expect(fact(again, 'Amount')).toHaveText('$50/year');
});

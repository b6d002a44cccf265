import { expect, test } from './support/test';
import { findUserCard, openAdminPanel, signInAsAdmin } from './support/admin-session';
import { fact, openGate, openSubscriptionPanelFromProfile, payAndConfirm } from './support/subscription';

// Issue 23 item 3: an admin's free grant shows as free access until a date, with the way to subscribe.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test("a granted user sees free access until a date, not a bill, and can subscribe from there", async ({ page, browser, request, baseURL }) => {
  const { email } = await openGate(page, request, baseURL!, 'Gina');

  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signInAsAdmin(admin, baseURL!);
  const adminPanel = await openAdminPanel(admin);
  const card = await findUserCard(adminPanel, email);
  await card.click();
  await adminPanel.getByRole('group', { name: `Actions for ${email}` }).getByRole('button', { name: 'Grant 30 Days Free' }).click();
  await expect(admin.getByText(`${email} has 30 free days.`)).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const panel = await openSubscriptionPanelFromProfile(page);
  await expect(panel.getByRole('heading', { name: 'Free access' })).toBeVisible();
  await expect(panel.getByText(/^You have free access to every feature until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(panel.getByText(/^(29|30) days left$/)).toBeVisible();
  await expect(panel.getByText('Trial Plan')).toHaveCount(0);
  await expect(panel.locator('dt', { hasText: 'Next billing date' })).toHaveCount(0);
  await expect(panel.locator('dt', { hasText: 'Amount' })).toHaveCount(0);
  for (const action of ['Change Plan', 'Cancel Subscription', 'Unsubscribe Now']) {
    await expect(panel.getByRole('button', { name: action })).toHaveCount(0);
  }

  // The way to subscribe is right there; the grant was not a subscription, so this is the first one.
  await expect(panel.getByRole('heading', { name: 'Subscribe to keep access' })).toBeVisible();
  await panel.getByRole('radio', { name: 'Yearly $50/year' }).check();
  await panel.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_/);
  await payAndConfirm(page);
  await page.getByRole('button', { name: "Let's Go!" }).click();
  const paid = await openSubscriptionPanelFromProfile(page);
  await expect(paid.getByRole('heading', { name: 'Yearly Plan' })).toBeVisible();
  await expect(fact(paid, 'Amount')).toHaveText('$50/year');
});

// Issue 35, item 4: a free grant has one name everywhere: the Subscription panel, the Profile's badge and
// the admin's user list all say 'Free access', never 'Trial'.
test('a free grant is called Free access in the Profile badge and the admin list too', async ({ page, browser, request, baseURL }) => {
  const { email } = await openGate(page, request, baseURL!, 'Gwen');

  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signInAsAdmin(admin, baseURL!);
  const adminPanel = await openAdminPanel(admin);
  const card = await findUserCard(adminPanel, email);
  await card.click();
  await adminPanel.getByRole('group', { name: `Actions for ${email}` }).getByRole('button', { name: 'Grant 30 Days Free' }).click();
  await expect(card).toContainText(/Free access until [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(card).not.toContainText('Trial');
  // And so after a reload, from the server's list.
  await admin.reload();
  const listed = await findUserCard(await openAdminPanel(admin), email);
  await expect(listed).toContainText(/Free access until [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(listed).not.toContainText('Trial');
  await context.close();

  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  const entry = page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: /^Subscription/ });
  await expect(entry).toHaveAccessibleName('Subscription Free access');
  await entry.click();
  await expect(page.getByRole('dialog', { name: 'Subscription' }).getByRole('heading', { name: 'Free access' })).toBeVisible();
});

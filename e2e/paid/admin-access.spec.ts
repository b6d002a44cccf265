import { expect, test } from '../support/test';
import { findUserCard, openAdminPanel, signInAsAdmin } from '../support/admin-session';
import { gate, openGate } from '../support/subscription';
import { greetingOf } from '../support/login-page';

test.use({ viewport: { width: 1280, height: 800 } });

// The paid server (ENFORCE_SUBSCRIPTION=true): the gate is real, so the admin's grant is what lets the user in.
test('grant 30 days lets a gated user in; unsubscribe gates them again', async ({ page, browser, request, baseURL }) => {
  const { email } = await openGate(page, request, baseURL!, 'Gus');

  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signInAsAdmin(admin, baseURL!);
  const panel = await openAdminPanel(admin);
  const card = await findUserCard(panel, email);
  await expect(card).toContainText('No subscription');
  await card.click();
  const actions = panel.getByRole('group', { name: `Actions for ${email}` });
  await actions.getByRole('button', { name: 'Grant 30 Days Free' }).click();
  await expect(admin.getByText(`${email} has 30 free days.`)).toBeVisible();
  await expect(card).toContainText('Free access until');
  await expect(actions.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();

  await page.reload();
  await expect(greetingOf(page, 'Gus')).toBeVisible();
  await expect(gate(page).title).toBeHidden();

  await actions.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(admin.getByText(`${email} no longer has a subscription.`)).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Grant 30 Days Free' })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(gate(page).title).toBeVisible();
});

import { expect, test } from './support/test';
import { newestLinkTo } from './support/accounts';
import { openDashboard } from './support/dashboard';

// Issue 23 item 7: once an email change is confirmed, the old address hears of it, the new address masked.

test.use({ viewport: { width: 1280, height: 800 } });

test('a confirmed email change mails the old address a notice naming the new one masked', async ({ page, request, baseURL }) => {
  const oldEmail = await openDashboard(page, request, baseURL!, 'Olga');
  // Within a minute of signing in (FRESH_LOGIN_MINUTES=1 on this server): no password asked.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Account Information' }).click();
  const newEmail = `new-${oldEmail}`;
  await settings.getByLabel('Email').fill(newEmail);
  await settings.getByRole('button', { name: 'Update Email' }).click();
  await expect(settings.getByText(`Check ${newEmail} for a link to confirm the change.`)).toBeVisible();

  const mailbox = await page.context().newPage();
  await mailbox.goto(await newestLinkTo(mailbox.request, newEmail, '/api/account/email/confirm'));
  await expect(mailbox.getByRole('heading', { name: 'Email changed' })).toBeVisible();

  // The old address's mailbox: the notice, with the new address masked as n***@example.com.
  await mailbox.goto('/dev/mail');
  await mailbox
    .getByRole('listitem')
    .filter({ hasText: `to ${oldEmail} ` })
    .getByRole('link', { name: 'Your Lodestar email was changed' })
    .click();
  await expect(mailbox.getByRole('heading', { name: 'Your Lodestar email was changed' })).toBeVisible();
  const body = mailbox.locator('pre');
  await expect(body).toContainText('The email of your Lodestar account was changed to n***@example.com.');
  await expect(body).not.toContainText(newEmail);
  await expect(body).toContainText('If you did not make this change');
  await mailbox.close();
});

import { expect, test } from './support/test';
import { expectNoFindings, scan, type Finding } from './support/axe';
import { findUserCard, signInAsAdmin } from './support/admin-session';
import { createAccount, uniqueEmail } from './support/accounts';
import { closeTop, DIALOGS, openPanel, SWEEP_SIZES } from './support/a11y-sweep';

/**
 * Issue 24 item 5: the Admin Panel (an admin's only), a user's card open with its actions, and another user's
 * deletion step ('Delete this user?'), in light and dark at 1440 px and 375 px: no serious or critical axe
 * violation. One test walks the four looks: the admin signs in with a mailed link, a few a quarter of an hour at most.
 */
test.describe.configure({ timeout: 180_000 });

test('the Admin Panel, in light and dark, at 1440 px and 375 px', async ({ page, request, baseURL }) => {
  const findings: Finding[] = [];
  // Another user, whose deletion step the admin opens (an admin's own card has no Delete User).
  const email = uniqueEmail('swept');
  await createAccount(request, baseURL!, { name: 'Sam', email });
  await signInAsAdmin(page, baseURL!);
  for (const size of SWEEP_SIZES) {
    for (const scheme of ['light', 'dark'] as const) {
      const where = `${scheme}, ${size.label} px: Admin Panel`;
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      const panel = await openPanel(page, size.phone, { menu: 'Admin', profile: 'Admin Panel Admin', title: 'Admin Panel' });
      const users = panel.getByRole('list', { name: 'Users' });
      await expect(users.getByRole('listitem').first()).toBeVisible();
      await scan(page, where, findings, DIALOGS);

      // The admin's own card is the one always there; its actions open under it.
      const card = users.getByRole('button', { name: /admin@example\.com/ });
      await card.click();
      await expect(card).toHaveAttribute('aria-expanded', 'true');
      await scan(page, `${where}, a user's actions`, findings, DIALOGS);
      await card.click();

      const other = await findUserCard(panel, email);
      await other.click();
      await panel.getByRole('group', { name: `Actions for ${email}` }).getByRole('button', { name: 'Delete User' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
      await expect(confirm).toBeVisible();
      await scan(page, `${where}, Delete this user?`, findings, DIALOGS);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await panel.getByRole('searchbox', { name: 'Search users' }).fill('');
      await closeTop(page, panel);
    }
  }
  expectNoFindings(findings);
});

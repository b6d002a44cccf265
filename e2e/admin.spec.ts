import { expect, test } from './support/test';
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { findUserCard, openAdminPanel, signInAsAdmin } from './support/admin-session';
import { greetingOf, loginPage } from './support/login-page';
import { expectInert, expectShownAsText, HOSTILE, watchDialogs } from './support/hostile-text';

test.use({ viewport: { width: 1280, height: 800 } });

test('an admin creates a user with a generated password, and the new user signs in with it', async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  const panel = await openAdminPanel(page);
  await expect(panel.locator('dt', { hasText: 'Admins' }).locator('xpath=following-sibling::dd[1]')).not.toHaveText('0');

  // The form answers before the server is asked.
  await panel.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Please provide an email address')).toBeVisible();

  const email = uniqueEmail('created');
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByLabel('Subscription Type').selectOption({ label: 'Monthly' });
  await panel.getByRole('button', { name: 'Create User' }).click();
  const toast = page.getByText(`${email} can sign in with the password: `, { exact: false });
  await expect(toast).toBeVisible();
  const password = (await toast.textContent())!.split('password: ')[1]!.trim();
  expect(password.length).toBeGreaterThanOrEqual(12);
  const card = await findUserCard(panel, email);
  // Created with a free month by the admin: a grant, named as the user's own Subscription panel names it.
  await expect(card).toContainText('Free access until');

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  const login = loginPage(other);
  await login.open('/');
  await login.signInWith(email, password);
  await expect(greetingOf(other, email.split('@')[0]!)).toBeVisible();
  await context.close();
});

test('make admin shows the badge; delete removes the user', async ({ page, browser, request, baseURL }) => {
  const email = uniqueEmail('promoted');
  await createAccount(request, baseURL!, { name: 'Pat', email });
  await signInAsAdmin(page, baseURL!);
  const panel = await openAdminPanel(page);
  const card = await findUserCard(panel, email);
  await expect(card).not.toContainText('Admin');

  // Selecting the card toggles its action row.
  await card.click();
  const actions = panel.getByRole('group', { name: `Actions for ${email}` });
  await expect(actions.getByRole('button')).toHaveText(['Grant 30 Days Free', 'Make Admin', 'Delete User']);
  await card.click();
  await expect(actions).toBeHidden();
  await card.click();

  await actions.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText(`${email} is now an admin.`)).toBeVisible();
  await expect(card.getByText('Admin', { exact: true })).toBeVisible();
  await expect(actions.getByRole('button')).toHaveText(['Grant 30 Days Free', 'Delete User']);

  // The promoted user now has the Admin Panel in their profile.
  const context = await browser.newContext({ baseURL });
  const promoted = await context.newPage();
  const signIn = await promoted.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  await promoted.goto('/');
  await promoted.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  await expect(promoted.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: 'Admin Panel Admin' })).toBeVisible();
  await context.close();

  // Delete asks first; Cancel keeps the user.
  await actions.getByRole('button', { name: 'Delete User' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await actions.getByRole('button', { name: 'Delete User' }).click();
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText(`${email} was removed.`)).toBeVisible();
  await expect(card).toBeHidden();
  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect(panel.getByText('No users match your search.')).toBeVisible();

  const again = await request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email, password: PASSWORD } });
  expect(again.status()).toBe(401);
});

test('a user whose name holds script and event handlers shows as text in the Admin Panel and its search', async ({ page, request, baseURL }) => {
  watchDialogs(page);
  const email = uniqueEmail('hostile');
  const name = `${HOSTILE.img} ${HOSTILE.svg}`;
  await createAccount(request, baseURL!, { name, email });
  await signInAsAdmin(page, baseURL!);
  const panel = await openAdminPanel(page);
  const card = await findUserCard(panel, email);
  await expectShownAsText(card, [HOSTILE.img, HOSTILE.svg]);
  await expectInert(page);
  // The search box takes the payloads as text too.
  await panel.getByRole('searchbox', { name: 'Search users' }).fill(HOSTILE.iframe);
  await expectInert(page);
  await panel.getByRole('searchbox', { name: 'Search users' }).fill(HOSTILE.img);
  await expect(card).toBeVisible();
  await card.click();
  await expectInert(page);
});

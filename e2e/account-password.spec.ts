import { expect, test, type Page } from './support/test';
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { openDashboard } from './support/dashboard';
import { greetingOf, loginPage } from './support/login-page';

// Issue 23 item 6: 'Change password' in Account Information and 'Forgot password?' on the login page.

test.use({ viewport: { width: 1280, height: 800 } });

const NEW_PASSWORD = 'a brand new horse';

/** The subjects of the mails to `to` in the dev outbox, newest first, as listed there. */
async function subjectsTo(page: Page, to: string): Promise<string[]> {
  await page.goto('/dev/mail');
  return page.getByRole('listitem').filter({ hasText: `to ${to} ` }).getByRole('link').allTextContents();
}

/** Opens the newest mail to `to` with `subject` in the outbox, and returns the link in it to the login page. */
async function linkInNewestMail(page: Page, to: string, subject: string): Promise<string> {
  await page.goto('/dev/mail');
  await page.getByRole('listitem').filter({ hasText: `to ${to} ` }).getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  return (await page.getByRole('link', { name: /\/login\?/ }).first().getAttribute('href')) ?? '';
}

test('Forgot password? mails a link that sets a new password once, and answers alike for an unknown address', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('fern');
  await createAccount(request, baseURL!, { name: 'Fern', email });
  // Another device stays signed in until the reset.
  const otherDevice = await browser.newContext({ baseURL });
  const other = await otherDevice.newPage();
  expect((await other.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email, password: PASSWORD } })).status()).toBe(200);

  const login = loginPage(page);
  await login.open('/login');
  await login.email.fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // The email typed on the login form comes along.
  await expect(login.email).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const sent = 'If an account uses this address, we have sent it a link to reset the password. The link works once, within an hour.';
  await expect(page.getByRole('status')).toHaveText(sent);

  // An address without an account gets the same answer, and no mail.
  const nobody = uniqueEmail('nobody');
  await login.email.fill(nobody);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(sent);
  expect(await subjectsTo(page, nobody)).toEqual([]);

  const link = await linkInNewestMail(page, email, 'Reset your Lodestar password');
  await expect(page.getByText('The link works once and expires in one hour.')).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = page.getByLabel('New password', { exact: true });
  await newPassword.fill('12345');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password should be at least 6 characters');
  await newPassword.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. Sign in with your new password.');

  // Every device was signed out, and a notice was mailed.
  expect((await other.request.get('/api/me')).status()).toBe(401);
  await otherDevice.close();
  expect((await subjectsTo(page, email))[0]).toBe('Your Lodestar password was changed');

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This reset link was already used or is not valid. Ask for a new one below.');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();

  // The old password no longer signs in; the new one does.
  await page.getByRole('button', { name: 'Back to login' }).click();
  // The page with the reset form has an Email field too: fill the login form's once it is there.
  await expect(login.signIn).toBeVisible();
  await login.signInWith(email, PASSWORD);
  await expect(login.alert).toHaveText('Invalid email or password');
  await login.password.fill(NEW_PASSWORD);
  await login.signIn.click();
  await expect(greetingOf(page, 'Fern')).toBeVisible();
});

test('Change password in Account Information: wrong and weak passwords refused; other devices signed out; a notice mailed', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const email = await openDashboard(page, request, baseURL!, 'Gale');
  const laptop = await browser.newContext({ baseURL });
  const other = await laptop.newPage();
  expect((await other.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email, password: PASSWORD } })).status()).toBe(200);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: 'Account Information' }).click();
  const account = page.getByRole('dialog', { name: 'Account Information' });
  await expect(account.getByRole('heading', { name: 'Change password' })).toBeVisible();
  const current = account.getByLabel('Current password', { exact: true });
  const next = account.getByLabel('New password', { exact: true });
  const change = account.getByRole('button', { name: 'Change Password' });

  await current.fill('not my password');
  await next.fill(NEW_PASSWORD);
  await change.click();
  await expect(account.getByRole('alert')).toHaveText('Incorrect password');
  await current.fill(PASSWORD);
  await next.fill('12345');
  await change.click();
  await expect(account.getByRole('alert')).toHaveText('Password should be at least 6 characters');
  expect((await other.request.get('/api/me')).status()).toBe(200);

  await next.fill(NEW_PASSWORD);
  await change.click();
  await expect(account.getByRole('status')).toHaveText('Your password has been changed. Every other device was signed out.');
  await expect(current).toHaveValue('');

  // This device stays signed in; the other is signed out.
  await page.reload();
  await expect(greetingOf(page, 'Gale')).toBeVisible();
  await other.goto('/');
  await expect(loginPage(other).signIn).toBeVisible();
  await laptop.close();
  expect((await request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email, password: NEW_PASSWORD } })).status()).toBe(200);

  const mailbox = await page.context().newPage();
  expect((await subjectsTo(mailbox, email))[0]).toBe('Your Lodestar password was changed');
  await mailbox.close();
});

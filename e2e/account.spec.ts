import { expect, test, type Page } from './support/test';
import { newestLinkTo, PASSWORD, uniqueEmail } from './support/accounts';
import { openDashboard } from './support/dashboard';
import { expectInert, expectShownAsText, HOSTILE, watchDialogs } from './support/hostile-text';
import { greetingOf } from './support/login-page';

test.use({ viewport: { width: 1280, height: 800 } });

async function openFromProfile(page: Page, entry: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: entry }).click();
}

// The main e2e server counts a session as a recent sign-in for 1 minute (FRESH_LOGIN_MINUTES=1).
const FRESH_LOGIN_MS = 60_000;

test('a user edits their name, and changes their email after re-entering their password', async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  const signedInAt = Date.now();
  await openDashboard(page, request, baseURL!, 'Nora');

  await openFromProfile(page, 'Account Information');
  const account = page.getByRole('dialog', { name: 'Account Information' });
  await expect(account.getByLabel('Email')).toBeDisabled();
  await expect(account.getByText('Email cannot be changed')).toBeVisible();
  await account.getByLabel('Name').fill('Nora Jones');
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(account).toBeHidden();
  await expect(greetingOf(page, 'Nora Jones')).toBeVisible();

  // Past the recent-sign-in window, the server asks for the password before changing the email.
  const wait = signedInAt + FRESH_LOGIN_MS + 2000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Account Information' }).click();
  const newEmail = uniqueEmail('nora-new');
  await settings.getByLabel('Email').fill(newEmail);
  await settings.getByRole('button', { name: 'Update Email' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Please sign in again before updating your email');
  await settings.getByLabel('Current password').fill('not my password');
  await settings.getByRole('button', { name: 'Confirm and Update' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Re-authentication failed');
  await settings.getByLabel('Current password').fill(PASSWORD);
  await settings.getByRole('button', { name: 'Confirm and Update' }).click();
  await expect(settings.getByText(`Check ${newEmail} for a link to confirm the change.`)).toBeVisible();
  // Nothing changes until the link mailed to the new address is opened.
  const early = await request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email: newEmail, password: PASSWORD } });
  expect(early.status()).toBe(401);
  const mailbox = await page.context().newPage();
  await mailbox.goto(await newestLinkTo(mailbox.request, newEmail, '/api/account/email/confirm'));
  await expect(mailbox.getByRole('heading', { name: 'Email changed' })).toBeVisible();
  await expect(mailbox.getByText(`Your email is now ${newEmail}.`)).toBeVisible();
  await mailbox.close();

  // The account now signs in with the new address only.
  const withNew = await request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email: newEmail, password: PASSWORD } });
  expect(withNew.status()).toBe(200);
  await page.reload();
  await openFromProfile(page, 'Account Information');
  await expect(page.getByRole('dialog', { name: 'Account Information' }).getByLabel('Email')).toHaveValue(newEmail);
});

test('a user deletes their account with the double click and their password', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Dora');
  const me = (await (await page.request.get('/api/account/me')).json()) as { user: { id: string; email: string } };
  await expect.poll(() => page.evaluate(() => indexedDB.databases().then((list) => list.map((db) => db.name)))).toContain(`lodestar:user:${me.user.id}`);

  await openFromProfile(page, 'Account Information');
  const account = page.getByRole('dialog', { name: 'Account Information' });
  await account.getByRole('button', { name: 'Delete Account' }).click();
  await account.getByRole('button', { name: 'Click again to confirm' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm account deletion' });
  await confirm.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Please enter your password');
  await confirm.getByLabel('Password').fill('wrong password');
  await confirm.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Re-authentication failed');
  await confirm.getByLabel('Password').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Delete My Account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => indexedDB.databases().then((list) => list.map((db) => db.name))))
    .not.toContain(`lodestar:user:${me.user.id}`);
  const again = await request.post('/api/auth/sign-in/email', { headers: { origin: baseURL! }, data: { email: me.user.email, password: PASSWORD } });
  expect(again.status()).toBe(401);
});

test('a name holding script and event handlers shows as text in the greeting, the profile and the account form', async ({ page, request, baseURL }) => {
  watchDialogs(page);
  await openDashboard(page, request, baseURL!, 'Hostile');
  const name = `${HOSTILE.img} ${HOSTILE.svg}`;
  await openFromProfile(page, 'Account Information');
  const account = page.getByRole('dialog', { name: 'Account Information' });
  await account.getByLabel('Name').fill(name);
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(greetingOf(page, name)).toBeVisible();
  await expectInert(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expectShownAsText(profile, [HOSTILE.img, HOSTILE.svg]);
  await expectInert(page);
  await profile.getByRole('button', { name: 'Account Information' }).click();
  await expect(account.getByLabel('Name')).toHaveValue(name);
  await expectInert(page);
});

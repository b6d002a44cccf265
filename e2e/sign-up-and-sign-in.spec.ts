import { expect, test } from './support/test';
import { createAccount, newestLinkTo, PASSWORD, uniqueEmail } from './support/accounts';
import { home, loginPage } from './support/login-page';

test('create an account, confirm the email, sign out, and sign in again', async ({ page }) => {
  const login = loginPage(page);
  const email = uniqueEmail('ada');
  await login.open();

  await login.signUpWith('Ada', email, PASSWORD);
  await expect(page.getByText('Almost there! Open the link we sent to your email')).toBeVisible();
  // Until the address is confirmed, the password does not sign in; a new link is sent instead.
  await login.signIn.click(); // in sign-up mode, the switch back to signing in
  await login.signInWith(email, PASSWORD);
  await expect(login.alert).toHaveText('Please confirm your email first: we have sent you a new link.');

  await page.goto(await newestLinkTo(page.request, email, '/verify-email'));
  await expect(home(page).greeting('Ada')).toBeVisible();

  await home(page).signOut();
  await expect(login.signIn).toBeVisible();
  await expect(home(page).greeting('Ada')).toBeHidden();
  // Signed out for real: a reload still shows the login page.
  await page.reload();
  await expect(login.signIn).toBeVisible();

  await login.signInWith(email, PASSWORD);
  await expect(home(page).greeting('Ada')).toBeVisible();
  // And the session survives a reload.
  await page.reload();
  await expect(home(page).greeting('Ada')).toBeVisible();
});

test('a wrong password and an unknown email both show "Invalid email or password"', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('grace');
  await createAccount(request, baseURL!, { name: 'Grace', email });
  const login = loginPage(page);
  await login.open();

  await login.signInWith(email, 'not the password');
  await expect(login.alert).toHaveText('Invalid email or password');
  await expect(home(page).greeting('Grace')).toBeHidden();

  await login.signInWith(uniqueEmail('nobody'), 'not the password');
  await expect(login.alert).toHaveText('Invalid email or password');

  await login.signInWith(email, PASSWORD);
  await expect(home(page).greeting('Grace')).toBeVisible();
});

test('sign-up asks for a name and a password of at least 6 characters', async ({ page }) => {
  const login = loginPage(page);
  await login.open();
  await login.signUpWith('', uniqueEmail('anon'), PASSWORD);
  await expect(login.alert).toHaveText('Name is required');

  await login.name.fill('Short');
  await login.password.fill('12345');
  await login.createAccount.click();
  await expect(login.alert).toHaveText('Password should be at least 6 characters');
});

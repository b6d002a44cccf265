import { expect, test, type Page } from './support/test';
import { home, loginPage } from './support/login-page';

/** The local OpenID provider's development screens: any login and password, then consent. */
async function signInAtProvider(provider: Page, login: string) {
  await provider.getByPlaceholder('Enter any login').fill(login);
  await provider.getByPlaceholder('and password').fill('any password');
  await provider.getByRole('button', { name: 'Sign-in' }).click();
  await provider.getByRole('button', { name: 'Continue' }).click();
}

const uniqueLogin = (label: string) => `${label}${Date.now().toString(36)}`;

test('Google sign-in in a pop-up: the pop-up closes and the user is signed in', async ({ page }) => {
  const login = loginPage(page);
  await login.open();
  const account = uniqueLogin('grace');

  const popupOpened = page.waitForEvent('popup');
  await login.google.click();
  const popup = await popupOpened;
  await signInAtProvider(popup, account);
  await popup.waitForEvent('close');

  const name = account.charAt(0).toUpperCase() + account.slice(1);
  await expect(home(page).greeting(name)).toBeVisible();
  await expect(login.alert).toBeHidden();
});

test('with pop-ups blocked, Google sign-in says so and continues in the same tab', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const login = loginPage(page);
  await login.open();
  const account = uniqueLogin('hedy');

  // Hold the request for the authorization URL so the message can be read before the page moves on.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in/social', async (route) => {
    await held;
    await route.continue();
  });

  await login.google.click();
  await expect(login.alert).toHaveText('Pop-up blocked. Please allow pop-ups for this site');
  release();
  // Then the page itself goes to the provider and comes back signed in.
  await signInAtProvider(page, account);

  const name = account.charAt(0).toUpperCase() + account.slice(1);
  await expect(home(page).greeting(name)).toBeVisible();
});

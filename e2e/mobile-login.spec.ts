import { expect, test, type Page } from './support/test';
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { home, loginPage } from './support/login-page';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('on a phone the login form fits the screen and signs in', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('phone');
  await createAccount(request, baseURL!, { name: 'Phoebe', email });
  const login = loginPage(page);
  await login.open();

  for (const control of [login.email, login.password, login.signIn, login.emailLink, login.switchToSignUp]) {
    await expect(control).toBeInViewport();
    const box = await control.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  expect(await horizontalOverflow(page)).toBe(0);

  await login.email.tap();
  await login.email.fill(email);
  await login.password.fill(PASSWORD);
  await login.signIn.tap();
  await expect(home(page).greeting('Phoebe')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

test('on a phone the sign-up form fits too', async ({ page }) => {
  const login = loginPage(page);
  await login.open();
  await login.switchToSignUp.tap();
  for (const control of [login.name, login.email, login.password, login.createAccount]) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  expect(await horizontalOverflow(page)).toBe(0);
});

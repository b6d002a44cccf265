import { expect, test } from './support/test';
import { createAccount, uniqueEmail } from './support/accounts';
import { home, loginPage } from './support/login-page';
import { openNewestMailTo } from './support/mailbox';

test('send a sign-in link, open it from the mailbox, and land signed in', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('linda');
  await createAccount(request, baseURL!, { name: 'Linda', email });
  const login = loginPage(page);
  await login.open();

  await login.emailLink.click();
  await login.email.fill(email);
  await login.sendLink.click();
  await expect(page.getByRole('status')).toHaveText('Check your email for the sign-in link!');

  const mail = await openNewestMailTo(page, email);
  await mail.link.click();
  await expect(home(page).greeting('Linda')).toBeVisible();
});

test('a link opened elsewhere without the email asks for it, and works only once', async ({ page, browser, request, baseURL }) => {
  const email = uniqueEmail('mia');
  await createAccount(request, baseURL!, { name: 'Mia', email });
  const login = loginPage(page);
  await login.open();
  await login.emailLink.click();
  await login.email.fill(email);
  await login.sendLink.click();
  await expect(page.getByRole('status')).toBeVisible();
  const { href } = await openNewestMailTo(page, email);

  // Another device: no stored email, and the link stripped of it.
  const link = new URL(href);
  link.searchParams.delete('email');
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link.toString());
  await expect(other.getByText('Please enter your email to complete sign-in')).toBeVisible();
  await other.getByLabel('Email', { exact: true }).fill(email);
  await other.getByRole('button', { name: 'Complete Sign-in' }).click();
  await expect(home(other).greeting('Mia')).toBeVisible();
  await elsewhere.close();

  // The same link again, with its email this time: already used.
  const third = await browser.newContext();
  const again = await third.newPage();
  await again.goto(href);
  await expect(again.getByRole('alert')).toHaveText('Invalid or already used sign-in link');
  expect((await again.request.get('/api/me')).status()).toBe(401);
  await third.close();
});

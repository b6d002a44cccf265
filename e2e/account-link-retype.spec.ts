import { expect, test } from './support/test';
import { createAccount, uniqueEmail } from './support/accounts';
import { home, loginPage } from './support/login-page';
import { openNewestMailTo } from './support/mailbox';

// Issue 23 item 8: a mistyped email at sign-in link completion no longer dead-ends on 'This link did not
// work': the page asks for the address again while the link is valid.

test('a link opened elsewhere, its email mistyped, is completed by typing the address again on the same page', async ({ page, browser, request, baseURL }) => {
  const email = uniqueEmail('rhea');
  await createAccount(request, baseURL!, { name: 'Rhea', email });
  const login = loginPage(page);
  await login.open();
  await login.emailLink.click();
  await login.email.fill(email);
  await login.sendLink.click();
  await expect(page.getByRole('status')).toHaveText('Check your email for the sign-in link!');
  const { href } = await openNewestMailTo(page, email);

  // Another device: no stored email, and the link without it.
  const link = new URL(href);
  link.searchParams.delete('email');
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link.toString());
  await expect(other.getByText('Please enter your email to complete sign-in')).toBeVisible();
  const typo = email.replace('@example.com', '@exmaple.com');
  await other.getByLabel('Email', { exact: true }).fill(typo);
  await other.getByRole('button', { name: 'Complete Sign-in' }).click();

  await expect(other.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await expect(other.getByRole('alert')).toHaveText('Invalid email address');
  // Same page, same link: the typed address is there to correct.
  const field = other.getByLabel('Email', { exact: true });
  await expect(field).toHaveValue(typo);
  await field.fill(email);
  await other.getByRole('button', { name: 'Complete Sign-in' }).click();
  await expect(home(other).greeting('Rhea')).toBeVisible();
  await elsewhere.close();
});

test('an expired or used link still offers only the way back to login', async ({ page, browser, request, baseURL }) => {
  const email = uniqueEmail('saul');
  await createAccount(request, baseURL!, { name: 'Saul', email });
  const login = loginPage(page);
  await login.open();
  await login.emailLink.click();
  await login.email.fill(email);
  await login.sendLink.click();
  await expect(page.getByRole('status')).toBeVisible();
  const { href } = await openNewestMailTo(page, email);
  await page.goto(href);
  await expect(home(page).greeting('Saul')).toBeVisible();

  const third = await browser.newContext();
  const again = await third.newPage();
  await again.goto(href);
  await expect(again.getByRole('alert')).toHaveText('Invalid or already used sign-in link');
  await expect(again.getByRole('button', { name: 'Complete Sign-in' })).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Back to login' })).toBeVisible();
  await third.close();
});

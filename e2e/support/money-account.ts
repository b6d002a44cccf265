import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail } from './accounts';
import { greetingOf, loginPage } from './login-page';

/**
 * A fresh account (its address confirmed), then signed in on the login page in this browser, which keeps
 * what it stored while signed out.
 */
export async function signInFreshAccount(page: Page, request: APIRequestContext, baseURL: string, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  await createAccount(request, baseURL, { name, email });
  const login = loginPage(page);
  await login.open('/login');
  await login.signInWith(email, PASSWORD);
  await expect(greetingOf(page, name)).toBeVisible();
}

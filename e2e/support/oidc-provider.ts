import type { Page } from '@playwright/test';

/** The local OpenID provider's development screens (standing in for Google): any login and password, then consent. */
export async function signInAtProvider(provider: Page, login: string) {
  await provider.getByPlaceholder('Enter any login').fill(login);
  await provider.getByPlaceholder('and password').fill('any password');
  await provider.getByRole('button', { name: 'Sign-in' }).click();
  await provider.getByRole('button', { name: 'Continue' }).click();
}

import { expect, type Page } from '@playwright/test';

/** The login page's parts, found by role and the spec's words. */
export function loginPage(page: Page) {
  const form = {
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    signIn: page.getByRole('button', { name: 'Sign In', exact: true }),
    createAccount: page.getByRole('button', { name: 'Create Account', exact: true }),
    switchToSignUp: page.getByRole('button', { name: 'Sign Up', exact: true }),
    emailLink: page.getByRole('button', { name: 'Email Link', exact: true }),
    sendLink: page.getByRole('button', { name: 'Send Sign-in Link', exact: true }),
    google: page.getByRole('button', { name: 'Continue with Google' }),
    alert: page.getByRole('alert'),
  };
  return {
    ...form,
    async open(path = '/') {
      await page.goto(path);
      await expect(form.signIn).toBeVisible();
    },
    async signInWith(email: string, password: string) {
      await form.email.fill(email);
      await form.password.fill(password);
      await form.signIn.click();
    },
    async signUpWith(name: string, email: string, password: string) {
      await form.switchToSignUp.click();
      await expect(form.createAccount).toBeVisible();
      await form.name.fill(name);
      await form.email.fill(email);
      await form.password.fill(password);
      await form.createAccount.click();
    },
  };
}

/**
 * The start page's greeting heading for `name`: 'Good morning, Nora' (the first word of the name) at any time
 * of day, in a page, a frame or a part of one.
 */
export function greetingOf(scope: Pick<Page, 'getByRole'>, name: string) {
  const first = name.trim().split(/\s+/)[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // At night someone with no name ('there') is asked 'Still up?' alone.
  const night = first === 'there' ? 'Still up\\?' : `Still up, ${first}\\?`;
  return scope.getByRole('heading', { name: new RegExp(`^(Good (morning|afternoon|evening), ${first}|${night})$`) });
}

/** The signed-in home: its greeting and the way out (in the Profile panel's header, issue 33). */
export function home(page: Page) {
  return {
    greeting: (name: string) => greetingOf(page, name),
    /** Signs out and waits for the page that follows: the app shows its login page before the browser loads it. */
    async signOut() {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
      const left = page.waitForEvent('load');
      await page.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: 'Sign out' }).click();
      await left;
    },
  };
}

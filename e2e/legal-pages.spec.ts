import { expect, test } from './support/test';
import { loginPage } from './support/login-page';

for (const { link, heading, path } of [
  { link: /privacy/i, heading: 'Privacy Policy', path: '/privacy' },
  { link: /terms/i, heading: 'Terms of Service', path: '/terms' },
]) {
  test(`the login page's ${heading} link opens the page in a new tab`, async ({ page, context }) => {
    await loginPage(page).open();
    const newTab = context.waitForEvent('page');
    await page.getByRole('link', { name: link }).click();
    const tab = await newTab;
    await tab.waitForLoadState();

    expect(new URL(tab.url()).pathname).toBe(path);
    // The login page stays where it was.
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Real content: several sections of text, not a placeholder.
    expect(await tab.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    expect((await tab.getByRole('main').innerText()).length).toBeGreaterThan(1000);
  });
}

import { expect, test, type Browser, type Page } from './support/test';
import { createAccount, newestLinkTo, PASSWORD, uniqueEmail } from './support/accounts';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { signedInDevice } from './support/devices';
import { greetingOf, loginPage } from './support/login-page';

test.use({ viewport: { width: 1280, height: 800 } });

/** Another device signed in as `email`, its bookmarks showing. */
async function device(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await signedInDevice(browser, baseURL, email, (p) => blockFavicons(p.context()));
  await expect(bookmarksOf(page).region).toBeVisible();
  return page;
}

test('two devices of one user see each other’s bookmarks, also after one was offline', async ({ browser, request, baseURL }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('twin');
  await createAccount(request, baseURL!, { name: 'Twin', email });
  const laptop = await device(browser, baseURL!, email);
  const phone = await device(browser, baseURL!, email);
  const onLaptop = bookmarksOf(laptop);
  const onPhone = bookmarksOf(phone);

  await onLaptop.add(onLaptop.emptyState, 'github.com', { show: 'Always show' });
  await expect(onPhone.link('Github')).toBeVisible();

  // Offline, the phone keeps working on its local copy; back online, its change reaches the laptop.
  await phone.context().setOffline(true);
  await onPhone.add(onPhone.addZone('last'), 'gitlab.com', { show: 'Always show' });
  await expect(onPhone.link('Gitlab')).toBeVisible();
  await phone.context().setOffline(false);
  await expect(onLaptop.link('Gitlab')).toBeVisible({ timeout: 20_000 });
  await expect.poll(onLaptop.titles).toEqual(['Github', 'Gitlab']);

  // Both devices edit different cards at once: neither change is lost. (By keyboard: the laptop's card may
  // arrive on the phone while it adds, moving the cards under a pointer.)
  await onLaptop.add(onLaptop.zoneButton(0), 'example.org', { show: 'Always show', keyboard: true });
  await onPhone.add(onPhone.zoneButton('last'), 'example.net', { title: 'Net', show: 'Always show', keyboard: true });
  for (const marks of [onLaptop, onPhone]) {
    await expect.poll(marks.titles).toEqual(['Example', 'Github', 'Gitlab', 'Net']);
  }

  await laptop.context().close();
  await phone.context().close();
});

test('a bookmark made without an account at /demo survives signing up', async ({ browser, page, context, baseURL }) => {
  await blockFavicons(context);
  const login = loginPage(page);
  await login.open('/login');
  await page.getByRole('button', { name: 'Try without an account' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  const marks = bookmarksOf(page);
  await marks.add(marks.emptyState, 'github.com', { show: 'Always show' });
  await expect(marks.link('Github')).toBeVisible();

  await page.getByRole('link', { name: 'Sign up to sync' }).click();
  await expect(login.createAccount).toBeVisible();
  await login.name.fill('Newcomer');
  const email = uniqueEmail('newcomer');
  await login.email.fill(email);
  await login.password.fill(PASSWORD);
  await login.createAccount.click();
  await expect(page.getByText('Almost there! Open the link we sent to your email')).toBeVisible();
  // The link mailed to the address confirms it and signs in, in the same browser as the demo.
  await page.goto(await newestLinkTo(page.request, email, '/verify-email'));

  await expect(greetingOf(page, 'Newcomer')).toBeVisible();
  await expect(marks.link('Github')).toBeVisible();
  // It now lives in the account's document on the server: another device signed in as the new user sees it.
  const other = await device(browser, baseURL!, email);
  await expect(bookmarksOf(other).link('Github')).toBeVisible();
  await other.context().close();
});

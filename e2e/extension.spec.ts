import { expect, test, type BrowserContext } from './support/test';
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { signedInDevice } from './support/devices';
import { browserWithExtension, extensionOrigin, openNewTab, setServerAddress } from './support/extension';
import { loginPage } from './support/login-page';
import { gate, payAndConfirm } from './support/subscription';

// Issue 25: Lodestar as the browser's new tab. The unpacked Chrome build (npm run build:extension) runs in
// Chromium against a server listing its origin in EXTENSION_ORIGINS (playwright.config.ts, 'extension').
let extension: { context: BrowserContext; id: string };
test.beforeAll(async () => {
  extension = await browserWithExtension();
});
test.afterAll(() => extension?.context.close());

test('the new tab signs in, subscribes, and syncs bookmarks with the web app both ways, also offline', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  expect(`chrome-extension://${extension.id}`, 'the server lists the id Chromium gave the extension').toBe(extensionOrigin());
  const email = uniqueEmail('newtab');
  await createAccount(request, baseURL!, { name: 'Tabby', email });

  // Ctrl+T: the login page, inside the new tab; the password sign-in reaches the subscription gate.
  await setServerAddress(extension.context, extension.id, baseURL!);
  const tab = await openNewTab(extension.context, extension.id);
  await blockFavicons(tab);
  await expect(tab).toHaveURL(new RegExp(`^chrome-extension://${extension.id}/`));
  const login = loginPage(tab);
  await expect(login.signIn).toBeVisible();
  await login.signInWith(email, PASSWORD);
  await expect(gate(tab).title).toBeVisible();

  // Subscribing goes through the sandbox checkout on the server; then a new tab shows the dashboard.
  await gate(tab).monthly.check();
  await gate(tab).subscribe.click();
  await expect(tab).toHaveURL(/\/sandbox\/checkout\/cs_/);
  await payAndConfirm(tab);
  const newTab = await openNewTab(extension.context, extension.id);
  const marks = bookmarksOf(newTab);
  await expect(marks.region).toBeVisible();

  // A bookmark added in the new tab arrives in the web app on another device, and the other way.
  await marks.add(marks.emptyState, 'github.com', { show: 'Always show' });
  const web = await signedInDevice(browser, baseURL!, email, (p) => blockFavicons(p.context()));
  const onWeb = bookmarksOf(web);
  await expect(onWeb.link('Github')).toBeVisible({ timeout: 20_000 });
  await onWeb.add(onWeb.addZone('last'), 'gitlab.com', { show: 'Always show' });
  await expect(marks.link('Gitlab')).toBeVisible({ timeout: 20_000 });

  // A new tab asks the server nothing before its first card is on screen (the snapshot's picture or the local copy).
  const warm = await extension.context.newPage();
  await warm.addInitScript(watchFirstCardAndSockets);
  await warm.goto(`chrome-extension://${extension.id}/newtab.html`);
  await expect(bookmarksOf(warm).link('Gitlab')).toBeVisible();
  // The session check follows the first card: once it is seen, the count below has requests to tell apart.
  await warm.waitForFunction((server) => performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(server)), baseURL!);
  const requests = await warm.evaluate(requestsAroundFirstCard, baseURL!);
  expect(requests.beforeFirstCard, 'requests to the server before the first card').toEqual([]);
  expect(requests.afterFirstCard).toBeGreaterThan(0);
  await warm.close();

  // Offline, a new tab still shows the dashboard from the extension's own files and the local copy.
  await extension.context.setOffline(true);
  const offline = await openNewTab(extension.context, extension.id);
  await expect(bookmarksOf(offline).link('Gitlab')).toBeVisible();
  await expect(bookmarksOf(offline).link('Github')).toBeVisible();
  await extension.context.setOffline(false);
  await web.context().close();
});

test('one sign-in for the new tab and the web app in the same browser, and sign-out in one signs out the other', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('shared');
  await createAccount(request, baseURL!, { name: 'Shared', email });
  await setServerAddress(extension.context, extension.id, baseURL!);
  // The first journey's user leaves this browser (their session cookie), as another person's would.
  await extension.context.clearCookies();

  // Signed in on the web app: a new tab opens signed in (the gate: this account has no subscription yet).
  const web = await extension.context.newPage();
  await web.goto(`${baseURL}/login`);
  await loginPage(web).signInWith(email, PASSWORD);
  await expect(gate(web).title).toBeVisible();
  const tab = await openNewTab(extension.context, extension.id);
  await expect(gate(tab).title).toBeVisible();

  // Signed out in the new tab: it shows the login page, still on its own page, and so does the web app.
  await tab.getByRole('button', { name: 'Sign out' }).click();
  await expect(loginPage(tab).signIn).toBeVisible();
  await expect(tab).toHaveURL(new RegExp(`^chrome-extension://${extension.id}/newtab\\.html`));
  await web.reload();
  await expect(loginPage(web).signIn).toBeVisible();

  // And the other way: signed out in the web app, the next new tab shows the login page.
  await loginPage(web).signInWith(email, PASSWORD);
  await expect(gate(web).title).toBeVisible();
  const again = await openNewTab(extension.context, extension.id);
  await expect(gate(again).title).toBeVisible();
  await web.getByRole('button', { name: 'Sign out' }).click();
  await expect(loginPage(web).signIn).toBeVisible();
  const after = await openNewTab(extension.context, extension.id);
  await expect(loginPage(after).signIn).toBeVisible();
  await Promise.all([tab.close(), web.close(), again.close(), after.close()]);
});

/** In the page before its scripts: when the first bookmark card appears, and when each WebSocket is opened. */
function watchFirstCardAndSockets() {
  const page = window as unknown as { firstCardAt?: number; socketsAt: number[] };
  page.socketsAt = [];
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      page.socketsAt.push(performance.now());
      super(url, protocols);
    }
  };
  new MutationObserver(() => {
    if (page.firstCardAt === undefined && document.querySelector('[data-testid="bookmark-card"]')) page.firstCardAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

/** The page's requests to the server (fetches, images, sockets) started before and after its first card appeared. */
function requestsAroundFirstCard(server: string) {
  const page = window as unknown as { firstCardAt?: number; socketsAt: number[] };
  const firstCardAt = page.firstCardAt ?? Infinity;
  const requests = [
    ...performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(server)).map((entry) => ({ name: entry.name, at: entry.startTime })),
    ...page.socketsAt.map((at) => ({ name: 'WebSocket', at })),
  ];
  return {
    beforeFirstCard: requests.filter((request) => request.at < firstCardAt).map((request) => request.name),
    afterFirstCard: requests.filter((request) => request.at >= firstCardAt).length,
  };
}

test('the server refuses an extension origin it does not list', async ({ request, baseURL }) => {
  const unlisted = `chrome-extension://${'b'.repeat(32)}`;
  const email = uniqueEmail('unlisted');
  await createAccount(request, baseURL!, { name: 'Unlisted', email });
  const response = await request.post('/api/auth/sign-in/email', { headers: { origin: unlisted }, data: { email, password: PASSWORD } });
  expect(response.status()).toBe(403);
  expect(response.headers()['access-control-allow-origin']).toBeUndefined();
});

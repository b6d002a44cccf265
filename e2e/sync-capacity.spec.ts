import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { expectApart } from './support/overlap';
import { createAccount, uniqueEmail } from './support/accounts';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { signedInDevice } from './support/devices';

// The sync server's capacity limits as a user meets them (issue 26), on the 'capacity' server of
// playwright.config.ts: at most 2 connections per account and 1 document in memory. Each tab is a browser
// of its own (its own IndexedDB, and its own page clock to drive the retry delay of 1 s growing to 30 s),
// so an edit can only reach another tab through the server.

test.use({ viewport: { width: 1280, height: 800 } });

const tooManyConnections = (page: Page) => page.getByRole('status').filter({ hasText: 'Too many open connections' });
const serverBusy = (page: Page) => page.getByRole('status').filter({ hasText: 'Server busy' });

/** A tab signed in as `email` with its bookmarks showing; `clock` installs the page clock (time still flows). */
async function openTab(browser: Browser, baseURL: string, email: string, options: { clock?: boolean } = {}): Promise<Page> {
  const page = await signedInDevice(browser, baseURL, email, async (tab) => {
    await blockFavicons(tab.context());
    if (options.clock) await tab.clock.install();
  });
  await expect(bookmarksOf(page).region).toBeVisible();
  return page;
}

async function newUser(request: Parameters<typeof createAccount>[0], baseURL: string, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase());
  await createAccount(request, baseURL, { name, email });
  return email;
}

/**
 * Moves the tab's clock past its next retry until the server takes it and the notice goes. A refused retry
 * (the room not yet free on the server) waits for the next, longer delay: the loop moves past that too.
 */
async function retryUntilAccepted(page: Page, notice: Locator) {
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(notice).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** What the browser does when the user switches to another tab (`hidden`) and back. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

const closeAll = (...pages: Page[]) => Promise.all(pages.map((page) => page.context().close()));

test('a third tab over the account’s limit says so, keeps its edit on the device, and syncs once a tab closes', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const email = await newUser(request, baseURL!, 'Tabs');
  const first = await openTab(browser, baseURL!, email);
  const second = await openTab(browser, baseURL!, email);
  // Both hold a connection: a bookmark made in one reaches the other through the server.
  await bookmarksOf(first).add(bookmarksOf(first).emptyState, 'github.com', { show: 'Always show' });
  await expect(bookmarksOf(second).link('Github')).toBeVisible();

  const third = await openTab(browser, baseURL!, email, { clock: true });
  await expect(tooManyConnections(third)).toBeVisible();
  await expect(tooManyConnections(third)).toContainText('Close a few tabs; your changes are kept here and sync once there is room.');
  // It stays until there is room: it covers neither the header's icons nor the right-edge tabs meanwhile.
  const edgeTabs = await third.getByRole('navigation', { name: 'Collapsed widgets' }).getByRole('button').all();
  expect(edgeTabs.length).toBeGreaterThan(0);
  await expectApart(tooManyConnections(third), [third.getByRole('button', { name: /^Switch to (dark|light) theme$/ }), ...edgeTabs]);
  const marks = bookmarksOf(third);
  await expect(marks.link('Github')).toHaveCount(0);
  await marks.add(marks.emptyState, 'gitlab.com', { show: 'Always show' });
  await expect(marks.link('Gitlab')).toBeVisible();
  // Kept on this device: a reload shows it from the browser's copy, still refused by the server.
  await third.reload();
  await expect(marks.link('Gitlab')).toBeVisible();
  await expect(tooManyConnections(third)).toBeVisible();

  // One tab closes: the next retry is let in, the notice goes, and the edit reaches the other tab.
  await closeAll(first);
  await retryUntilAccepted(third, tooManyConnections(third));
  await expect(bookmarksOf(second).link('Gitlab')).toBeVisible();
  await expect(marks.link('Github')).toBeVisible();
  await closeAll(second, third);
});

test('while the server holds all the documents it can, a user is told it is busy, and syncs once there is room', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const early = await newUser(request, baseURL!, 'Early');
  const laptop = await openTab(browser, baseURL!, early);
  const phone = await openTab(browser, baseURL!, early);
  // Early's document is the one in the server's memory: their two devices sync.
  await bookmarksOf(laptop).add(bookmarksOf(laptop).emptyState, 'github.com', { show: 'Always show' });
  await expect(bookmarksOf(phone).link('Github')).toBeVisible();

  const late = await newUser(request, baseURL!, 'Late');
  const tab = await openTab(browser, baseURL!, late, { clock: true });
  await expect(serverBusy(tab)).toBeVisible();
  await expect(serverBusy(tab)).toContainText('Your changes are kept on this device and sync by themselves in a moment.');
  const marks = bookmarksOf(tab);
  await marks.add(marks.emptyState, 'gitlab.com', { show: 'Always show' });
  await tab.reload();
  await expect(marks.link('Gitlab')).toBeVisible();
  await expect(serverBusy(tab)).toBeVisible();

  // Early closes Lodestar: their document is stored and unloaded, and Late's takes its place.
  await closeAll(laptop, phone);
  await retryUntilAccepted(tab, serverBusy(tab));
  const other = await openTab(browser, baseURL!, late);
  await expect(bookmarksOf(other).link('Gitlab')).toBeVisible();
  await closeAll(tab, other);
});

test('a tab hidden for 10 minutes lets go of its connection, and takes it back when shown or when it has an edit to send', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const email = await newUser(request, baseURL!, 'Background');
  const background = await openTab(browser, baseURL!, email, { clock: true });
  const other = await openTab(browser, baseURL!, email);
  await bookmarksOf(background).add(bookmarksOf(background).emptyState, 'github.com', { show: 'Always show' });
  await expect(bookmarksOf(other).link('Github')).toBeVisible();

  /**
   * Leaves the tab in the background for 11 minutes, then lets 2 more seconds pass: a tab that kept its
   * connection would have it back by then (the jump makes its socket look dead, and it reconnects after 1 s).
   * The proof is on the server: with two connections per account, a new tab beside the other device is let in
   * (it shows what it can only have got from the server).
   */
  async function leaveInBackground(expectedOnNewTab: string) {
    await setHidden(background, true);
    await background.clock.fastForward('11:00');
    await background.clock.runFor(2_000);
    const third = await openTab(browser, baseURL!, email);
    await expect(bookmarksOf(third).link(expectedOnNewTab)).toBeVisible();
    await expect(tooManyConnections(third)).toHaveCount(0);
    await closeAll(third);
  }

  // Another device's edit reaches the background tab once it is shown again.
  await leaveInBackground('Github');
  const onOther = bookmarksOf(other);
  await onOther.add(onOther.zoneButton('last'), 'gitlab.com', { show: 'Always show', keyboard: true });
  await setHidden(background, false);
  await expect(bookmarksOf(background).link('Gitlab')).toBeVisible();

  // An edit made in the tab while it is still hidden takes the connection back and reaches the other device.
  await leaveInBackground('Gitlab');
  const inBackground = bookmarksOf(background);
  await inBackground.add(inBackground.zoneButton('last'), 'example.org', { title: 'Example', show: 'Always show', keyboard: true });
  await expect(onOther.link('Example')).toBeVisible();
  await closeAll(background, other);
});

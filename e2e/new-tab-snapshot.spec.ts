import { expect, test, type Page } from './support/test';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';
import { HOSTILE, HOSTILE_LINE } from './support/hostile-text';
import { home } from './support/login-page';

// Issue 22: the new tab paints the last dashboard from a snapshot before any module runs, the live page
// takes over, the picture holds nothing that runs, and sign-out removes it.
const SNAPSHOT_KEY = 'lodestar:snapshot';
/**
 * The request budget of a warm open before its first bookmark card: 12 requests (the page, its files and the card's
 * favicon), and the hero's own font (issue 33 item 6), which the picture asks for itself.
 */
const REQUEST_BUDGET = 13;

/** Whether the saved picture's markup holds `text`. */
const pictured = (page: Page, text: string) =>
  page.evaluate(([key, wanted]) => (JSON.parse(localStorage.getItem(key) ?? '{"html":""}') as { html: string }).html.includes(wanted), [SNAPSHOT_KEY, text] as const);

/**
 * Waits until the service worker controls the page and holds this build's page cache: only then does a new tab come
 * from that cache (build/page-route.ts). The dashboard writes into the cache itself, before the worker may be active.
 */
const pageCacheServing = (page: Page) =>
  expect
    .poll(() => page.evaluate(async () => navigator.serviceWorker.controller !== null && (await caches.keys()).some((name) => name.startsWith('lodestar-page-'))), { timeout: 20_000 })
    .toBe(true);

/** The page the service worker's cache answers a new tab with (build/page-route.ts, lib/snapshot/bake-page.ts). */
const bakedPage = (page: Page) =>
  page.evaluate(async () => {
    const cached = await caches.match('/');
    return cached ? cached.text() : '';
  });

test('a warm open paints the last dashboard before any script, inert, and the live page takes over', async ({ page, request, baseURL }) => {
  await blockFavicons(page.context());
  await openDashboard(page, request, baseURL!, 'Snap');
  const bookmarks = bookmarksOf(page);
  await bookmarks.add(bookmarks.emptyState, 'https://example.org/', { title: HOSTILE_LINE, show: 'Always show' });
  await expect(bookmarks.region.getByTestId('bookmark-card')).toHaveCount(1);

  // The picture is taken once the dashboard has settled, and keeps the user's text as escaped text only.
  await expect.poll(() => pictured(page, 'bm-card__title')).toBe(true);
  const unsafe = await page.evaluate((key) => {
    const template = document.createElement('template');
    template.innerHTML = (JSON.parse(localStorage.getItem(key)!) as { html: string }).html;
    const elements = [...template.content.querySelectorAll('*')];
    return {
      runnable: elements.filter((element) => /^(script|iframe|object|embed|frame)$/i.test(element.localName)).length,
      handlers: elements.flatMap((element) => [...element.attributes]).filter((attribute) => /^on/i.test(attribute.name)).length,
      scriptUrls: elements.flatMap((element) => [...element.attributes]).filter((attribute) => /javascript:/i.test(attribute.value)).length,
      title: template.content.querySelector('.bm-card__title')?.textContent,
    };
  }, SNAPSHOT_KEY);
  expect(unsafe).toEqual({ runnable: 0, handlers: 0, scriptUrls: 0, title: HOSTILE_LINE });

  // A new tab: count what it asks for until the first card is in the page.
  const tab = await page.context().newPage();
  const requests: string[] = [];
  let atPicture = -1;
  let atLiveCard = -1;
  // The session check goes once the first card is in, or after 2.5 s without one (lib/session-store): a loaded
  // machine may reach the 2.5 s first. It is held until the live card is in, which shows the card never waits for
  // it, and is left out of the count.
  const SESSION_CHECK = '/api/auth/get-session';
  let liveCardIn!: () => void;
  const liveCard = new Promise<void>((resolve) => (liveCardIn = resolve));
  let sessionChecks = 0;
  await tab.route(`**${SESSION_CHECK}`, async (route) => {
    sessionChecks += 1;
    await liveCard;
    await route.continue();
  });
  tab.on('request', (request) => {
    if (!request.url().endsWith(SESSION_CHECK)) requests.push(request.url());
  });
  await tab.exposeFunction('__cardSeen', (live: boolean) => {
    if (atPicture < 0) atPicture = requests.length;
    if (live && atLiveCard < 0) {
      atLiveCard = requests.length;
      liveCardIn();
    }
  });
  await tab.addInitScript(() => {
    const seen = () => {
      const live = document.querySelector('#root [data-testid="bookmark-card"]');
      if (live || document.querySelector('#snapshot [data-testid="bookmark-card"]')) (window as unknown as { __cardSeen(live: boolean): void }).__cardSeen(Boolean(live));
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  await tab.goto('/');
  const picture = tab.locator('#snapshot');
  // The live page replaces the picture; the card is the live one, its title shown as text, and nothing ran.
  await expect(picture).toHaveCount(0);
  await expect(bookmarksOf(tab).link('example.org')).toBeVisible();
  await expect(bookmarksOf(tab).region.locator('.bm-card__title')).toHaveText(HOSTILE_LINE);
  // The request budget (issue 22): the picture's card comes with the page itself; the live card (React's, in
  // #root) after the framework, the shell, the sync engine, the bookmarks and the shared UI, every other widget
  // waiting for it (lib/first-card). Every request counts: files, API calls and the card's favicon.
  expect(atPicture, 'the pictured card shows before the live one').toBeGreaterThan(0);
  expect(atPicture).toBeLessThan(atLiveCard);
  expect(atLiveCard, `requests before the live card: ${requests.slice(0, atLiveCard).join(', ')}`).toBeGreaterThan(0);
  expect(atLiveCard, `requests before the live card: ${requests.slice(0, atLiveCard).join(', ')}`).toBeLessThanOrEqual(REQUEST_BUDGET);
  await expect.poll(() => sessionChecks, 'the session is checked once the card is in').toBeGreaterThan(0);
  expect(await tab.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(HOSTILE.url).toContain('javascript:');

  // Sign-out removes the picture: the next open paints the login page, not someone's dashboard.
  await home(tab).signOut();
  await expect(tab.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await tab.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).toBeNull();
  expect(await bakedPage(tab), 'the page cache answers / without the picture').not.toContain('data-picture-user');
});

test('the picture shows before the app runs, and a click on a bookmark in it opens the bookmark', async ({ page, browser, request, baseURL }) => {
  await blockFavicons(page.context());
  await openDashboard(page, request, baseURL!, 'Picture');
  const bookmarks = bookmarksOf(page);
  await bookmarks.add(bookmarks.emptyState, 'https://example.org/', { title: 'Morning paper', show: 'Always show' });
  await expect.poll(() => pictured(page, 'Morning paper')).toBe(true);

  // Another window of the same browser profile, with the app's modules held back: what shows is the picture.
  const context = await browser.newContext({ baseURL, storageState: await page.context().storageState(), serviceWorkers: 'block' });
  await context.route('https://example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Example</title>' }));
  await blockFavicons(context);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const tab = await context.newPage();
  await tab.goto('/', { waitUntil: 'commit' });
  const picture = tab.locator('#snapshot');
  await expect(picture.getByTestId('bookmark-card')).toHaveText(/Morning paper/);
  const opened = context.waitForEvent('page');
  await picture.locator('a.bm-card__link').click();
  const bookmark = await opened;
  await bookmark.waitForLoadState();
  expect(bookmark.url()).toBe('https://example.org/');
  release();
  await expect(picture).toHaveCount(0);
  await expect(bookmarksOf(tab).link('Morning paper')).toBeVisible();
  await context.close();
});

test('a warm new tab takes the page from the cache without starting the service worker, online and offline', async ({ page, request, baseURL }) => {
  await blockFavicons(page.context());
  await openDashboard(page, request, baseURL!, 'Route');
  const bookmarks = bookmarksOf(page);
  await bookmarks.add(bookmarks.emptyState, 'https://example.org/', { title: 'Routed paper', show: 'Always show' });
  await expect.poll(() => pictured(page, 'Routed paper')).toBe(true);
  await pageCacheServing(page);
  for (const offline of [false, true]) {
    await page.context().setOffline(offline);
    const tab = await page.context().newPage();
    await tab.goto('/');
    const source = await tab.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { workerFinalSourceType?: string }).workerFinalSourceType);
    expect(source, offline ? 'offline' : 'online').toBe('cache');
    await expect(bookmarksOf(tab).link('Routed paper')).toBeVisible();
    await tab.close();
  }
  await page.context().setOffline(false);
});

test('the page cache serves the picture as markup: no storage read, shown only to its user', async ({ page, request, baseURL }) => {
  await blockFavicons(page.context());
  await openDashboard(page, request, baseURL!, 'Baked');
  const bookmarks = bookmarksOf(page);
  await bookmarks.add(bookmarks.emptyState, 'https://example.org/', { title: 'Baked paper', show: 'Always show' });
  // The dashboard writes its picture into the page the worker's cache serves (issue 37).
  await expect.poll(async () => (await bakedPage(page)).includes('Baked paper'), { timeout: 30_000 }).toBe(true);
  await pageCacheServing(page);

  const tab = await page.context().newPage();
  // What the parser put in the page before any script of the app could: the picture's card, allowed to show.
  await tab.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const card = document.querySelector('#snapshot [data-testid="bookmark-card"]');
      if (!card) return;
      (window as unknown as { __picture: unknown }).__picture = { text: card.textContent, shown: document.documentElement.hasAttribute('data-picture'), modules: document.querySelectorAll('script[type="module"]').length };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await tab.goto('/');
  await expect(tab.locator('#snapshot')).toHaveCount(0);
  expect(await tab.evaluate(() => (window as unknown as { __picture: unknown }).__picture)).toEqual({ text: expect.stringContaining('Baked paper'), shown: true, modules: 0 });
  await expect(bookmarksOf(tab).link('Baked paper')).toBeVisible();
  // A tab from the page cache keeps no picture in storage: every new tab would read it before its first frame.
  await expect.poll(() => tab.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).toBeNull();
  await tab.close();

  // Another account remembered in this browser: the picture stays hidden and goes, and the page is cleared.
  await page.evaluate(() => localStorage.setItem('lastSessionUser', JSON.stringify({ id: 'someone-else', email: 'x@example.com', name: 'X' })));
  const other = await page.context().newPage();
  await other.goto('/', { waitUntil: 'commit' });
  await expect(other.locator('#snapshot')).toHaveCount(0);
  expect(await other.evaluate(() => document.documentElement.hasAttribute('data-picture'))).toBe(false);
  await other.close();
});

test('a new tab whose picture may not show (another layout) still opens styled', async ({ page, request, baseURL }) => {
  await blockFavicons(page.context());
  await openDashboard(page, request, baseURL!, 'Unpictured');
  const bookmarks = bookmarksOf(page);
  await bookmarks.add(bookmarks.emptyState, 'https://example.org/', { title: 'Wide paper', show: 'Always show' });
  await expect.poll(async () => (await bakedPage(page)).includes('Wide paper'), { timeout: 30_000 }).toBe(true);

  // The picture was taken at the desktop's width; a phone-sized tab may not show it and removes it. The baked page
  // has no stylesheet link (it is asked for after the picture): without one, this tab was an unstyled page.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 375, height: 812 });
  await phone.goto('/');
  await expect(bookmarksOf(phone).link('Wide paper')).toBeVisible();
  const bar = phone.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(bar).toBeVisible();
  // Styled: the bar sits on the screen's bottom edge, not in the page's flow below the content.
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeGreaterThan(812 - 2);
  expect(box!.y + box!.height).toBeLessThanOrEqual(812 + 1);
  await phone.close();
});

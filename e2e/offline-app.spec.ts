import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from './support/test';
import { openDashboard } from './support/dashboard';
import { bookmarksOf } from './support/bookmarks';
import { greetingOf } from './support/login-page';

test.use({ viewport: { width: 1280, height: 800 } });

/** Waits until the service worker has installed (the shell precached) and controls this page. */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 20_000 })
    .toBe('activated');
}

test('the installed app opens offline with the user\'s bookmarks, and offers a new version', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  await openDashboard(page, request, baseURL!, 'Nomad');
  const marks = bookmarksOf(page);
  await marks.add(marks.emptyState, 'github.com', { show: 'Always show' });
  await expect(marks.link('Github')).toBeVisible();

  // After a first visit the service worker controls the page (no reload needed).
  await controlledByServiceWorker(page);

  // The web manifest makes it installable under its name, with its icons and colours.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
  });
  expect(manifest).toMatchObject({ name: 'Lodestar', display: 'standalone', theme_color: '#18181B', background_color: '#FAFAFA' });
  expect((manifest!.icons as { sizes: string }[]).map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  // Offline, a reload still shows the dashboard with the bookmark: the shell from the service worker,
  // the user and access last known, the bookmarks from this browser's copy.
  await context.setOffline(true);
  await page.reload();
  await expect(greetingOf(page, 'Nomad')).toBeVisible();
  await expect(marks.link('Github')).toBeVisible();
  const fromWorker = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { workerFinalSourceType?: string };
    // The page from the worker's cache: through its fetch handler, or (Chromium) its static route to the cache.
    return (navigation.workerStart > 0 || navigation.workerFinalSourceType === 'cache') && navigation.transferSize === 0;
  });
  expect(fromWorker).toBe(true);

  // A new tab while offline: the same.
  const tab = await context.newPage();
  await tab.goto('/');
  await expect(bookmarksOf(tab).link('Github')).toBeVisible();
  await tab.close();
  await context.setOffline(false);

  // A new build: the server now sends a different service worker (the one on disk is changed, as a
  // deploy would). It installs in the background and waits; the app announces it with a toast offering
  // to reload, and the reload brings it in.
  const restore = deployNewServiceWorker();
  try {
    const toast = page.getByRole('region', { name: 'Notifications' }).getByText('A new version of Lodestar is available');
    // The browser's check for a new worker, as after a navigation. Its promise is not awaited: Chromium settles it
    // only once the new worker has started, which once outlasted the whole test on a loaded machine; the toast is
    // what a user sees, and a check that found nothing yet is asked again.
    await expect(async () => {
      await page.evaluate(() => void navigator.serviceWorker.getRegistration().then((registration) => registration?.update()).catch(() => undefined));
      await expect(toast).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 45_000 });
    const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting));
    expect(waiting).toBe(true);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect(marks.link('Github')).toBeVisible();
    // The new version now runs the page: nothing waits any more, and the toast is gone with the old page.
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting)))
      .toBe(false);
    await controlledByServiceWorker(page);
    await expect(toast).toBeHidden();
  } finally {
    restore();
  }
});

/**
 * Changes the served service worker (sw.js and its precompressed copies) in the build the e2e server
 * serves; returns the function that puts the original back.
 */
function deployNewServiceWorker(): () => void {
  const dist = path.resolve(process.env.E2E_WEB_DIST ?? 'apps/web/dist');
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(dist, name));
  const originals = files.map((file) => {
    try {
      return readFileSync(file);
    } catch {
      return null;
    }
  });
  const changed = Buffer.concat([originals[0]!, Buffer.from(`\n// a new build ${Date.now()}\n`)]);
  writeFileSync(files[0]!, changed);
  if (originals[1]) writeFileSync(files[1]!, brotliCompressSync(changed));
  if (originals[2]) writeFileSync(files[2]!, gzipSync(changed));
  return () => files.forEach((file, index) => originals[index] && writeFileSync(file, originals[index]!));
}

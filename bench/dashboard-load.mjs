// Dashboard load benchmark (not a test): what a user lives when a new tab opens the start page.
// Each run is a new browser context holding only the user's session cookie: a cold open (empty HTTP
// cache, IndexedDB and service worker), then a new page in the same context (a new tab, warm).
// Ready = the first bookmark card painted. Also: the login page's 'Sign In' button for a new visitor.
// Expects a built app (`npm run build`, or WEB_DIST=<folder>); run with `node bench/dashboard-load.mjs`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { readBuild, ROUTES } from '../scripts/size-budget.mjs';
import { addBookmark, signUp, startServer, webDist } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };

// Runs in every page before its scripts: resolves with the time (from navigation start) of the frame
// that first paints an element matching the test: a requestAnimationFrame after it enters the DOM, then
// a task, which runs once that frame has been painted. (Element Timing reports nothing for text here.)
const PAINT_PROBE = () => {
  const painted = (test) =>
    new Promise((resolve) => {
      const check = () => {
        if (!test()) return false;
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
  window.__benchCard = painted(() => document.querySelector('[data-testid="bookmark-card"]'));
  window.__benchSignIn = painted(() =>
    [...document.querySelectorAll('button')].some((button) => button.textContent.trim() === 'Sign In'),
  );
};

// In the page, once ready: first contentful paint, and every request of the page (navigation included)
// with where it was answered from: the network (bytes on the wire), the service worker, or the HTTP cache.
const COLLECT = async (probe) => {
  const at = await window[probe];
  // The paint entry can be reported a little after the frame it describes.
  for (let wait = 0; wait < 20 && performance.getEntriesByName('first-contentful-paint').length === 0; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  const requests = entries.map((entry) => ({
    url: entry.name,
    start: entry.startTime,
    end: entry.responseEnd,
    wire: entry.transferSize ?? 0,
    fromWorker: entry.workerStart > 0 && entry.transferSize === 0,
  }));
  return { at, fcp, requests };
};

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}
const median = (values) => quantile(values, 0.5);

/**
 * The gzipped size (zlib, level 9) of the JavaScript each first screen needs before it renders: from the
 * size budget's reading of the build (scripts/size-budget.mjs); for an older build without a manifest,
 * what index.html loads (its entry and modulepreloads).
 */
function shellJs() {
  if (existsSync(path.join(webDist, '.vite', 'chunk-modules.json'))) {
    const build = readBuild(webDist);
    return ROUTES.map((route) => {
      const files = build.closure([build.chunkOf(route.module)], new Set(build.entry));
      return { name: route.name, files: files.size, gzip: [...files].reduce((sum, file) => sum + build.gzipped(file), 0) };
    });
  }
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // The entry and its preloads, named in index.html's inline scripts (apps/web/build/entry-after-snapshot.ts).
  const urls = [...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]))];
  const gzip = urls.reduce((sum, url) => sum + gzipSync(readFileSync(path.join(webDist, url)), { level: 9 }).length, 0);
  return [{ name: 'index.html entry + modulepreloads', files: urls.length, gzip }];
}

/** Waits (at most 10 s) for a service worker to control new pages, when the app registers one. */
async function settleServiceWorker(page) {
  await page
    .evaluate(async () => {
      if (!('serviceWorker' in navigator) || !(await navigator.serviceWorker.getRegistration())) return;
      await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    })
    .catch(() => undefined);
  // The local copy and the precache finish writing before the next tab opens, as they would for a person.
  await page.waitForTimeout(500);
}

function summarise(result) {
  const beforePaint = result.requests.filter((r) => result.fcp !== null && r.start < result.fcp);
  const untilReady = result.requests.filter((r) => r.start < result.at);
  return {
    at: result.at,
    fcp: result.fcp,
    wire: untilReady.reduce((sum, r) => sum + r.wire, 0),
    beforePaint: beforePaint.length,
    beforePaintNetwork: beforePaint.filter((r) => r.wire > 0).length,
    beforePaintWorker: beforePaint.filter((r) => r.fromWorker).length,
  };
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      // Older builds fetch favicons from an outside service: refuse it at once so the network never
      // enters the figures. (Not with context.route: request routing switches the HTTP cache off.)
      '--host-resolver-rules=MAP www.google.com ~NOTFOUND',
    ],
  });
  try {
    const setup = await browser.newContext({ viewport: VIEWPORT });
    await signUp(setup.request, server);
    const setupPage = await setup.newPage();
    await setupPage.goto(`${server.baseUrl}/`);
    await addBookmark(setupPage);
    // Only the cookie: nothing the app keeps in the browser (local storage, IndexedDB) is carried over.
    const { cookies } = await setup.storageState();
    await setup.close();

    const cold = [];
    const warm = [];
    const login = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: VIEWPORT, storageState: { cookies, origins: [] } });
      await context.addInitScript(PAINT_PROBE);
      const first = await context.newPage();
      await first.goto(`${server.baseUrl}/`);
      cold.push(summarise(await first.evaluate(COLLECT, '__benchCard')));
      await settleServiceWorker(first);
      const tab = await context.newPage();
      await tab.goto(`${server.baseUrl}/`);
      warm.push(summarise(await tab.evaluate(COLLECT, '__benchCard')));
      await context.close();

      // A new visitor: no cookie, nothing cached.
      const visitor = await browser.newContext({ viewport: VIEWPORT });
      await visitor.addInitScript(PAINT_PROBE);
      const page = await visitor.newPage();
      await page.goto(`${server.baseUrl}/login`);
      login.push(summarise(await page.evaluate(COLLECT, '__benchSignIn')));
      await visitor.close();
    }

    const ms = (value) => `${value.toFixed(0)} ms`;
    const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
    const stat = (runs, pick, format) => {
      const values = runs.map(pick).filter((value) => value !== null);
      return `${format(median(values))} / ${format(quantile(values, 0.9))}`;
    };
    const count = (value) => value.toFixed(0);
    const requests = (runs) =>
      `${stat(runs, (r) => r.beforePaint, count)} (network ${count(median(runs.map((r) => r.beforePaintNetwork)))}, ` +
      `service worker ${count(median(runs.map((r) => r.beforePaintWorker)))})`;
    const js = shellJs();
    const rows = [
      ['measure (median / p90 of ' + RUNS + ' runs)', 'cold open', 'warm new tab', "new visitor, /login"],
      ['ready: first bookmark card / Sign In painted', stat(cold, (r) => r.at, ms), stat(warm, (r) => r.at, ms), stat(login, (r) => r.at, ms)],
      ['first contentful paint', stat(cold, (r) => r.fcp, ms), stat(warm, (r) => r.fcp, ms), stat(login, (r) => r.fcp, ms)],
      ['bytes over the wire until ready', stat(cold, (r) => r.wire, kib), stat(warm, (r) => r.wire, kib), stat(login, (r) => r.wire, kib)],
      ['requests started before first paint', requests(cold), requests(warm), requests(login)],
    ];
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join(' | ');
    console.log(`\nDashboard load (headless Chromium, server and browser on this machine; build: ${webDist})\n`);
    console.log(line(rows[0]));
    console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
    for (const row of rows.slice(1)) console.log(line(row));
    for (const screen of js) console.log(`JavaScript before the first render, ${screen.name}: ${screen.files} files, ${kib(screen.gzip)} gzipped`);
    console.log(`cold runs (ms): ${cold.map((r) => r.at.toFixed(0)).join(', ')}`);
    console.log(`warm runs (ms): ${warm.map((r) => r.at.toFixed(0)).join(', ')}`);
    console.log(`login runs (ms): ${login.map((r) => r.at.toFixed(0)).join(', ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

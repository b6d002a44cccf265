// Dashboard load benchmark (not a test): time from navigation start to the first bookmark card being
// painted over N warm reloads, and the JavaScript the shell loads before its first render, gzipped.
// Expects the built app (`npm run build`); run with `npm run bench` or `node bench/dashboard-load.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer, webDist } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

// Runs in the page before any of its scripts: resolves with the time (from navigation start) of the
// frame that first paints a bookmark card: a requestAnimationFrame after the card enters the DOM, then
// a task, which runs once that frame has been painted. (Element Timing would be exact, but this
// Chromium reports no 'element' entries for text.)
const PAINT_PROBE = () => {
  const painted = (selector) =>
    new Promise((resolve) => {
      const check = () => {
        if (!document.querySelector(selector)) return false;
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
        return true;
      };
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(document, { childList: true, subtree: true });
    });
  window.__benchPaint = painted('[data-testid="bookmark-card"]').then((at) => ({ at }));
  window.__benchMain = painted('main');
};

const median = (values) => quantile(values, 0.5);
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

/** The gzipped size (zlib, level 9) of built files named by their URLs. */
function gzippedSize(urls) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = readFileSync(path.join(webDist, new URL(url).pathname));
    raw += file.length;
    gzip += gzipSync(file, { level: 9 }).length;
  }
  return { files: urls.length, raw, gzip };
}

async function signUp(context, baseUrl) {
  const response = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers: { origin: baseUrl },
    data: { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password' },
  });
  if (!response.ok()) throw new Error(`Sign-up failed: ${response.status()} ${await response.text()}`);
}

async function addBookmark(page) {
  const region = page.getByRole('region', { name: 'Bookmarks' });
  await region.getByRole('button', { name: 'Add your first bookmark' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Add New Link' });
  await dialog.getByLabel('URL').fill('example.org');
  await dialog.getByLabel('Show during').selectOption({ label: 'Always show' });
  await dialog.getByRole('button', { name: 'Add Link' }).click();
  await region.getByTestId('bookmark-card').first().waitFor();
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
      // The favicon service is outside: refuse it at once so the network never enters the figures.
      // (Not with context.route: Playwright's request routing switches the HTTP cache off.)
      '--host-resolver-rules=MAP www.google.com ~NOTFOUND',
    ],
  });
  try {
    const viewport = { width: 1280, height: 800 };
    const context = await browser.newContext({ viewport });
    await context.addInitScript(PAINT_PROBE);
    await signUp(context, server.baseUrl);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await addBookmark(page);

    // Cold open: another browser profile with the same session cookie, so its HTTP cache and IndexedDB
    // are empty (the card comes from the server). It tells which scripts load before the first paint.
    const coldContext = await browser.newContext({ viewport, storageState: await context.storageState() });
    await coldContext.addInitScript(PAINT_PROBE);
    const coldPage = await coldContext.newPage();
    await coldPage.goto(`${server.baseUrl}/`);
    const cold = await coldPage.evaluate(async () => {
      const paint = await window.__benchPaint;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).origin === location.origin && entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd }));
      return { paint, fcp, scripts };
    });
    await coldContext.close();
    const beforeFirstRender = cold.scripts.filter((s) => cold.fcp !== null && s.end <= cold.fcp).map((s) => s.url);
    const beforeCard = cold.scripts.filter((s) => s.end <= cold.paint.at).map((s) => s.url);
    const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const entryUrls = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
      (match) => new URL(match[1], server.baseUrl).href,
    );

    // Warm reloads: HTTP cache and IndexedDB filled, the session cookie set.
    const cards = [];
    const mains = [];
    const fcps = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.reload();
      const result = await page.evaluate(async () => ({
        paint: await window.__benchPaint,
        main: await window.__benchMain,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      }));
      cards.push(result.paint.at);
      mains.push(result.main);
      if (result.fcp !== null) fcps.push(result.fcp);
    }

    const ms = (value) => `${value.toFixed(1)} ms`;
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const eager = gzippedSize(beforeFirstRender);
    const entry = gzippedSize(entryUrls);
    const toCard = gzippedSize(beforeCard);
    const what = 'first bookmark card painted';
    const rows = [
      ['measure', 'value'],
      [`${what}, median of ${RUNS} warm reloads`, ms(median(cards))],
      [`${what}, p90`, ms(quantile(cards, 0.9))],
      [`${what}, min / max`, `${ms(Math.min(...cards))} / ${ms(Math.max(...cards))}`],
      ['shell main landmark painted, median', ms(median(mains))],
      ['first contentful paint, median', fcps.length ? ms(median(fcps)) : 'n/a'],
      ['cold open (empty cache), first card', ms(cold.paint.at)],
      [`shell JS before first render, gzipped (${eager.files} files)`, `${kb(eager.gzip)} (raw ${kb(eager.raw)})`],
      [`index.html entry + modulepreloads, gzipped (${entry.files} files)`, `${kb(entry.gzip)} (raw ${kb(entry.raw)})`],
      [`all JS before the first card, gzipped (${toCard.files} files)`, `${kb(toCard.gzip)} (raw ${kb(toCard.raw)})`],
    ];
    const width = Math.max(...rows.map((row) => row[0].length));
    console.log('\nDashboard load (headless Chromium, server and browser on this machine)\n');
    for (const [index, [label, value]] of rows.entries()) {
      console.log(`${label.padEnd(width)}  ${value}`);
      if (index === 0) console.log(`${'-'.repeat(width)}  ${'-'.repeat(12)}`);
    }
    console.log(`\nruns (ms): ${cards.map((value) => value.toFixed(0)).join(', ')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

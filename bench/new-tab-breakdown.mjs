// Where a new tab's time goes before the first bookmark card, cold and warm (issue 22): navigation timing
// phases (service worker start, response, parse) beside the moment the card is in the DOM. Same kind of
// runs as ../shared/perf/measure.mjs (each run a new context: a cold open, then a new tab), but printing
// phases, and able to compare builds interleaved in one run:
//   node bench/new-tab-breakdown.mjs [--runs 10] [--dist apps/web/dist,/tmp/other-dist]
import { chromium } from 'playwright-core';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addBookmark, signUp, startServer, webDist } from './bench-server.mjs';

const arg = (name, fallback) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : fallback; };
const runs = Number(arg('runs', 10));
const dists = arg('dist', webDist).split(',').map((d) => path.resolve(d));
const median = (xs) => { const v = xs.filter((x) => x != null).sort((a, b) => a - b); return v.length ? v[Math.floor((v.length - 1) / 2)] : null; };
// As ../shared/perf/measure.mjs: FCP from the paint observer, and the frame (and a task) after the card entered the DOM.
const probe = `(() => {
  const P = window.__perf = { ready: null, readyPaint: null, fcp: null };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') P.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  const check = () => {
    if (P.ready !== null || !document.querySelector('[data-testid="bookmark-card"]')) return;
    P.ready = performance.now();
    requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => { P.readyPaint = performance.now(); }; ch.port2.postMessage(0); });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
})();`;
const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: launchArgs });
const targets = [];
try {
  for (const dist of dists) {
    const server = await startServer({ env: { FAVICON_FETCH: 'false', MUSIC_PRERENDER: 'false', WEB_DIST_DIR: dist, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });
    targets.push({ dist, server, rows: { cold: [], warm: [] } });
    const setup = await browser.newContext();
    await signUp(setup.request, server);
    const page = await setup.newPage();
    await page.goto(`${server.baseUrl}/`);
    await addBookmark(page);
    // the snapshot with the card is saved once the dashboard settles (at most 5 s after the previous one)
    await page.waitForFunction(() => (localStorage.getItem('lodestar:snapshot') ?? '').includes('bookmark-card'), null, { timeout: 30_000 });
    targets.at(-1).state = await setup.storageState();
    await setup.close();
  }
  const open = async (context, url) => {
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'commit' });
    await tab.waitForFunction(() => window.__perf?.readyPaint != null && window.__perf.fcp != null, null, { timeout: 20_000 });
    const row = await tab.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0];
      return { workerStart: n.workerStart || null, responseStart: n.responseStart, responseEnd: n.responseEnd,
        domInteractive: n.domInteractive, ready: window.__perf.ready, fcp: window.__perf.fcp,
        seen: Math.max(window.__perf.fcp, window.__perf.readyPaint),
        // Chromium's static routing (apps/web/build/page-route.ts) serves from the worker's cache without starting it.
        sw: n.workerStart > 0 || Boolean(n.workerFinalSourceType), src: n.workerFinalSourceType ?? '' };
    });
    return { tab, row };
  };
  for (let i = 0; i <= runs; i++) {
    for (const target of targets) {
      const context = await browser.newContext({ storageState: target.state, viewport: { width: 1280, height: 800 } });
      await context.addInitScript({ content: probe });
      const cold = await open(context, `${target.server.baseUrl}/`);
      // the service worker installs and the page settles, as measure.mjs waits (at most 6 s)
      for (let waited = 0; waited < 6000; waited += 100) {
        const state = await cold.tab.evaluate(async () => (await navigator.serviceWorker?.getRegistration())?.active?.state ?? 'none');
        if (state === 'activated') break;
        await sleep(100);
      }
      await sleep(1000);
      await cold.tab.close();
      const warm = await open(context, `${target.server.baseUrl}/`);
      await warm.tab.close();
      await context.close();
      if (i > 0) { target.rows.cold.push(cold.row); target.rows.warm.push(warm.row); }
    }
  }
  console.log(`\nNew tab phases, ms from navigation start, median of ${runs} (load ${loadavg()[0].toFixed(1)}):`);
  console.log('| build | open | workerStart | responseStart | responseEnd | card in DOM | domInteractive | FCP | on screen | via SW |\n|---|---|---|---|---|---|---|---|---|---|');
  for (const target of targets) {
    for (const [phase, list] of Object.entries(target.rows)) {
      const m = (k) => { const v = median(list.map((r) => r[k])); return v == null ? '-' : v.toFixed(1); };
      console.log(`| ${path.relative(process.cwd(), target.dist) || '.'} | ${phase} | ${m('workerStart')} | ${m('responseStart')} | ${m('responseEnd')} | ${m('ready')} | ${m('domInteractive')} | ${m('fcp')} | ${m('seen')} | ${list.filter((r) => r.sw).length}/${list.length} ${[...new Set(list.map((r) => r.src).filter(Boolean))].join(',')} |`);
    }
  }
} finally {
  await browser.close();
  for (const target of targets) await target.server.stop();
}

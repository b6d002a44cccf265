// Does anything move when the live dashboard replaces index.html's picture of it? (issue 22: CLS < 0.01.)
// A signed-in user with one bookmark opens the dashboard once (the picture is taken), then opens new tabs
// in the same browser profile. In each, before the app's code runs, it notes where the picture shows the
// bookmark cards and the widget cards; once the live page has replaced the picture, where the live ones are.
// Prints the layout shift score the browser reports for the tab (CLS) and the largest move of a card.
// Expects a built app (`npm run build`, or WEB_DIST=<folder>); run with `node bench/takeover-shift.mjs`.
import { chromium } from '@playwright/test';
import { addBookmark, signUp, startServer } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const SIZES = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

// In every page before its scripts: the layout shift entries, and the cards' boxes in the picture at the
// moment it is removed (just before the live page shows), then in the live page.
const PROBE = () => {
  const w = window;
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  const boxes = (top) =>
    [...top.querySelectorAll('[data-testid="bookmark-card"], section.widget')].map((element) => {
      const box = element.getBoundingClientRect();
      return [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)];
    });
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node.id === 'snapshot') {
          w.__pictured = w.__lastPicture;
          observer.disconnect();
        }
      }
    }
    const picture = document.getElementById('snapshot');
    if (picture) w.__lastPicture = boxes(picture);
  });
  observer.observe(document, { childList: true, subtree: true });
  w.__liveBoxes = () => boxes(document.getElementById('root'));
};

async function measureTab(context, baseUrl) {
  const tab = await context.newPage();
  await tab.goto(`${baseUrl}/`);
  await tab.waitForFunction(() => !document.getElementById('snapshot') && window.__pictured, undefined, { timeout: 15_000 });
  // Past the takeover, the page as it stands: a second later, nothing should have moved either.
  await tab.waitForTimeout(1000);
  const result = await tab.evaluate(() => ({ shifts: window.__shifts, pictured: window.__pictured, live: window.__liveBoxes() }));
  await tab.close();
  const cls = result.shifts.reduce((sum, value) => sum + value, 0);
  const moved = result.pictured.map((box, index) => {
    const live = result.live[index];
    return live ? Math.max(...box.map((value, i) => Math.abs(value - live[i]))) : Infinity;
  });
  return { cls, cards: result.pictured.length, liveCards: result.live.length, maxMove: Math.max(0, ...moved) };
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
try {
  console.log('| viewport | run | CLS | cards pictured / live | largest move (px) |\n|---|---|---|---|---|');
  for (const viewport of SIZES) {
    const context = await browser.newContext({ viewport });
    await signUp(context.request, server);
    const first = await context.newPage();
    await first.goto(`${server.baseUrl}/`);
    await addBookmark(first);
    await first.waitForFunction((key) => localStorage.getItem(key) !== null, 'lodestar:snapshot', { timeout: 15_000 });
    await first.addInitScript(PROBE);
    await context.addInitScript(PROBE);
    let worst = 0;
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await measureTab(context, server.baseUrl);
      worst = Math.max(worst, result.cls);
      console.log(`| ${viewport.width}x${viewport.height} | ${run} | ${result.cls.toFixed(4)} | ${result.cards} / ${result.liveCards} | ${result.maxMove} |`);
    }
    console.log(`| ${viewport.width}x${viewport.height} | worst | ${worst.toFixed(4)} | | |`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

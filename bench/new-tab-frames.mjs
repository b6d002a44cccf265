// A warm new tab frame by frame (issue 37): every frame the browser presents (Page.startScreencast), when, and
// how much of it differs from the frame before (outside the live values: the clock). Writes the frames as PNG.
//   node --import tsx bench/new-tab-frames.mjs [--runs 3] [--out /tmp/new-tab-frames] [--background none]
// (after `npm run build`)
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { changedPixels, isBlank, recordFrames } from '../e2e/support/screencast.ts';
import { addBookmark, signUp, startServer } from './bench-server.mjs';

const arg = (name, fallback) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : fallback; };
const runs = Number(arg('runs', 3));
const out = arg('out', '/tmp/new-tab-frames');
const noBackground = arg('background', 'day') === 'none';
const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: launchArgs });
const server = await startServer({ env: { FAVICON_FETCH: 'false', MUSIC_PRERENDER: 'false', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(120_000);
  await signUp(context.request, server);
  const first = await context.newPage();
  await first.goto(`${server.baseUrl}/`);
  if (noBackground) {
    await first.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    const settings = first.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Appearance' }).click();
    await settings.getByRole('radio', { name: 'None' }).check();
    await first.keyboard.press('Escape');
  }
  await addBookmark(first);
  await first.waitForFunction(async () => (await (await caches.match('/'))?.text())?.includes('bookmark-card'), null, { polling: 250 });
  mkdirSync(out, { recursive: true });
  for (let run = 1; run <= runs; run += 1) {
    const tab = await context.newPage();
    const frames = await recordFrames(context, tab, async () => {
      await tab.goto(`${server.baseUrl}/`);
      await tab.waitForFunction(() => !document.getElementById('snapshot') && document.querySelector('#root [data-testid="bookmark-card"]'));
      await tab.waitForTimeout(1500);
    });
    const live = await tab.evaluate(() => [...document.querySelectorAll('#root [data-snapshot-clock], #root [data-snapshot-hide], #root img')].map((e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }));
    const fcp = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    console.log(`\nrun ${run}: FCP ${Math.round(fcp)} ms; ${frames.length} frames`);
    let previous = null;
    for (const [index, frame] of frames.entries()) {
      const file = path.join(out, `r${run}-f${index}-${frame.at}ms.png`);
      await sharp(frame.pixels, { raw: { width: frame.width, height: frame.height, channels: 3 } }).png().toFile(file);
      const change = previous && !isBlank(previous) ? changedPixels(previous, frame, live, frame.width / 1280) : null;
      console.log(`  ${String(frame.at).padStart(6)} ms ${isBlank(frame) ? 'blank' : 'shown'}${change ? `, ${change.count} px changed${change.box ? ` in ${JSON.stringify(change.box)}` : ''}` : ''}  ${file}`);
      previous = frame;
    }
    await tab.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

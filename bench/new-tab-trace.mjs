// What holds a warm new tab's first presented frame (issue 37): a Chrome trace of the warm open beside the
// page's own marks, printed as one timeline per run (ms from navigation start): the requests, the parser's
// chunks, scripts and modules evaluated, style and layout, paints, presented frames and screenshots.
//   node bench/new-tab-trace.mjs [--runs 3] [--keep /tmp/trace-dir]   (after `npm run build`)
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addBookmark, signUp, startServer } from './bench-server.mjs';

const arg = (name, fallback) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : fallback; };
const runs = Number(arg('runs', 3));
const keep = arg('keep', null);
const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.screenshot', 'blink.user_timing', 'loading', 'v8.execute', 'ServiceWorker', 'navigation', 'benchmark', 'blink'].join(',');
/** Trace events worth a line, by name. */
const SHOWN = new Set(['ResourceSendRequest', 'ResourceFinish', 'ParseHTML', 'EvaluateScript', 'v8.evaluateModule', 'v8.compileModule',
  'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit', 'BeginMainFrame', 'DrawFrame', 'Screenshot',
  'firstContentfulPaint', 'firstPaint', 'markFCP', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'RunTask',
  'ServiceWorkerVersion::StartWorker', 'ServiceWorkerContextClient::StartWorkerContext', 'PaintTimingDetector::NotifyPaint']);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: launchArgs });
const server = await startServer({ env: { FAVICON_FETCH: 'false', MUSIC_PRERENDER: 'false', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });
try {
  const setup = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signUp(setup.request, server);
  const first = await setup.newPage();
  await first.goto(`${server.baseUrl}/`);
  await addBookmark(first);
  await first.waitForFunction(() => (localStorage.getItem('lodestar:snapshot') ?? '').includes('bookmark-card'), null, { timeout: 30_000 });
  const state = await setup.storageState();
  await setup.close();
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: state });
    const cold = await context.newPage();
    await cold.goto(`${server.baseUrl}/`);
    await cold.waitForFunction(() => navigator.serviceWorker?.controller != null && (localStorage.getItem('lodestar:snapshot') ?? '').includes('bookmark-card'), null, { timeout: 30_000 });
    await cold.waitForTimeout(1500);
    await cold.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('#root [data-testid="bookmark-card"]') && !document.getElementById('snapshot'), null, { timeout: 20_000 });
    await page.waitForTimeout(800);
    await cdp.send('Tracing.end');
    await done;
    if (keep) { mkdirSync(keep, { recursive: true }); writeFileSync(path.join(keep, `warm-${run}.json`), JSON.stringify({ traceEvents: events })); }
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith(server.baseUrl));
    const t0 = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    const rendererPid = nav?.pid;
    const main = events.find((e) => e.name === 'thread_name' && e.pid === rendererPid && e.args?.name === 'CrRendererMain')?.tid;
    console.log(`\n## run ${run} (renderer ${rendererPid}, main thread ${main})`);
    const lines = events
      .filter((e) => e.ts >= t0 && (SHOWN.has(e.name) || e.cat?.includes('blink.user_timing')) && (e.pid === rendererPid || e.name === 'Screenshot' || e.name.startsWith('ServiceWorker') || e.name === 'DrawFrame'))
      .filter((e) => !['RunTask', 'FunctionCall'].includes(e.name) || (e.dur ?? 0) > 3000)
      .sort((a, b) => a.ts - b.ts);
    for (const e of lines.slice(0, 400)) {
      const at = ((e.ts - t0) / 1000).toFixed(1).padStart(7);
      const dur = e.dur ? ` ${(e.dur / 1000).toFixed(1)}ms` : '';
      const d = e.args?.data ?? e.args?.beginData ?? {};
      const what = d.url ? ` ${String(d.url).replace(server.baseUrl, '').slice(0, 60)}` : d.stackTrace ? '' : d.frame ? '' : '';
      const thread = e.tid === main ? 'main' : e.pid === rendererPid ? `t${e.tid}` : `p${e.pid}`;
      console.log(`${at} ${thread.padEnd(8)} ${e.name}${dur}${what}`);
    }
    await page.close();
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

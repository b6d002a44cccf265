// Browser CPU of the dashboard (not a test): the processor time Chromium spends on the signed-out dashboard left
// alone, and on a few everyday actions (open Settings, close it, type the focus), as the end-to-end tests drive it.
// Three ways: as shipped, without the surfaces' backdrop blur, and with a Playwright trace recorded (as CI did for
// every test). Each line: this benchmark's Chromium's CPU (all its processes, none of another run's) and the wall
// time. A page that keeps repainting, or a costly layer, shows here and slows every end-to-end test.
// Expects a built app (`npm run build`); run with `node bench/browser-cpu.mjs` (RUNS=3 to repeat).
import { chromium } from '@playwright/test';
import { startServer } from './bench-server.mjs';
import { browserPid as pidOf, cpuMs, launchMarker } from './chromium-cpu.mjs';
import { everydayActions } from './everyday-actions.mjs';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 2);
const IDLE_MS = 5000;
const NO_BACKDROP = '*{backdrop-filter:none!important;-webkit-backdrop-filter:none!important}';

async function measure(step) {
  const cpu = cpuMs(browserPid);
  const wall = Date.now();
  await step();
  return `cpu ${String(cpuMs(browserPid) - cpu).padStart(5)} ms, wall ${String(Date.now() - wall).padStart(5)} ms`;
}

async function run(browser, baseUrl, label, { css = '', trace = false }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (trace) await context.tracing.start({ screenshots: true, snapshots: true, sources: true });
  const page = await context.newPage();
  if (css) await page.addInitScript((rules) => document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: rules }))), css);
  await page.goto(`${baseUrl}/demo`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(2000); // fonts, the picture, lazy chunks
  const idle = await measure(() => page.waitForTimeout(IDLE_MS));
  const actions = await measure(() => everydayActions(page));
  if (trace) await context.tracing.stop();
  await context.close();
  console.log(`${label.padEnd(30)} idle ${IDLE_MS / 1000} s: ${idle}   6 actions: ${actions}`);
}

// A switch Chromium ignores, to find this benchmark's browser process among others (an e2e run beside it).
const MARKER = launchMarker();
const server = await startServer();
let browser;
let browserPid = 0;
try {
  browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', MARKER],
  });
  browserPid = pidOf(MARKER);
  for (let round = 0; round < RUNS; round++) {
    await run(browser, server.baseUrl, 'as shipped', {});
    await run(browser, server.baseUrl, 'without backdrop blur', { css: NO_BACKDROP });
    await run(browser, server.baseUrl, 'as shipped, Playwright trace on', { trace: true });
  }
} finally {
  // Stopped whatever failed, so no server is left running behind the benchmark.
  await browser?.close();
  await server.stop();
}

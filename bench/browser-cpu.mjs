// Browser CPU of the dashboard (not a test): the processor time Chromium spends on the signed-out dashboard left
// alone, and on a few everyday actions (open Settings, close it, type the focus), as the end-to-end tests drive it.
// Three ways: as shipped, without the surfaces' backdrop blur, and with a Playwright trace recorded (as CI did for
// every test). Each line: this benchmark's Chromium's CPU (all its processes, none of another run's) and the wall
// time. A page that keeps repainting, or a costly layer, shows here and slows every end-to-end test.
// Expects a built app (`npm run build`); run with `node bench/browser-cpu.mjs` (RUNS=3 to repeat).
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from './bench-server.mjs';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 2);
const IDLE_MS = 5000;
const NO_BACKDROP = '*{backdrop-filter:none!important;-webkit-backdrop-filter:none!important}';

/** Every process's parent and CPU ticks (user + system), from one read of each /proc/<pid>/stat. */
function processes() {
  const all = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(pid), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return all;
}

/** CPU milliseconds so far of this benchmark's Chromium: its browser process and every descendant. */
function chromiumCpuMs() {
  const all = processes();
  const ours = (pid) => {
    for (let at = pid; at > 1; at = all.get(at)?.parent ?? 0) if (at === browserPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, entry] of all) if (ours(pid)) ticks += entry.ticks;
  return ticks * 10; // USER_HZ is 100 on Linux
}

async function measure(step) {
  const cpu = chromiumCpuMs();
  const wall = Date.now();
  await step();
  return `cpu ${String(chromiumCpuMs() - cpu).padStart(5)} ms, wall ${String(Date.now() - wall).padStart(5)} ms`;
}

async function everydayActions(page) {
  for (let i = 0; i < 6; i++) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: 'What is your main focus today?' }).fill('x'.repeat(i + 1));
  }
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
const MARKER = `--lodestar-bench=${process.pid}`;
const server = await startServer();
let browser;
let browserPid = 0;
try {
  browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', MARKER],
  });
  browserPid = Number(
    readdirSync('/proc').find((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(MARKER);
      } catch {
        return false;
      }
    }),
  );
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

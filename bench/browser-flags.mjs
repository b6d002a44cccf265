// Browser CPU by Chromium process kind under different launch switches and page settings (not a test): the
// end-to-end tests run on a 2-core machine whose CPU the browsers saturate, so a way to draw the same pages with
// less work shortens every run. Each line: the variant, then the CPU of the browser, GPU (the display compositor
// when the GPU is off), renderer and other processes over loading the demo dashboard and its everyday actions,
// and the wall time. Measured at stop 43: reduced transparency cuts the GPU process's part by about 60 % (the
// surfaces' backdrop blur), blocking the service worker and the launch switches change little.
// Expects a built app (`npm run build`); run with `node bench/browser-flags.mjs` (RUNS=3 to repeat).
import { chromium } from '@playwright/test';
import { startServer } from './bench-server.mjs';
import { browserPid, cpuByKind, launchMarker } from './chromium-cpu.mjs';
import { everydayActions } from './everyday-actions.mjs';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 2);
const BASE = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const VARIANTS = {
  'as the e2e tests (--disable-gpu)': { args: ['--disable-gpu'] },
  '--disable-gpu, service workers blocked': { args: ['--disable-gpu'], context: { serviceWorkers: 'block' } },
  '--disable-gpu, reduced transparency': { args: ['--disable-gpu'], media: 'reduce' },
  '--disable-gpu, reduced motion and transparency': { args: ['--disable-gpu'], context: { reducedMotion: 'reduce' }, media: 'reduce' },
};

async function run(baseUrl, label, { args, context: contextOptions = {}, media }) {
  const marker = launchMarker();
  const browser = await chromium.launch({ executablePath: CHROME, args: [...BASE, ...args, marker] });
  try {
    const root = browserPid(marker);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...contextOptions });
    const page = await context.newPage();
    if (media) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-transparency', value: media }] });
    }
    const before = cpuByKind(root);
    const wall = Date.now();
    await page.goto(`${baseUrl}/demo`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await everydayActions(page);
    const after = cpuByKind(root);
    const spent = Object.keys(after).map((kind) => `${kind} ${String(after[kind] - (before[kind] ?? 0)).padStart(5)}`);
    const total = Object.keys(after).reduce((sum, kind) => sum + after[kind] - (before[kind] ?? 0), 0);
    console.log(`${label.padEnd(48)} total ${String(total).padStart(5)} ms  wall ${String(Date.now() - wall).padStart(5)} ms  (${spent.join(', ')})`);
  } finally {
    await browser.close();
  }
}

const server = await startServer();
try {
  for (let round = 0; round < RUNS; round++) for (const [label, variant] of Object.entries(VARIANTS)) await run(server.baseUrl, label, variant);
} finally {
  await server.stop();
}

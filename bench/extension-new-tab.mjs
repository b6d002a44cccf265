// The new-tab extension's warm new tab beside the web app's and Tabliss 2.6.0's, in one Chromium, one run
// (issue 25, item 7). Run from the root after `npm run build` and `npm run build:extension`:
//   node --import tsx bench/extension-new-tab.mjs [--runs 15]
// Ready = the first bookmark card ([data-testid="bookmark-card"], the snapshot's picture counts, as for the web
// app) / Tabliss's clock text. ../shared/perf/measure.mjs launches its own browser, without extensions: this
// bench uses the same probe idea (an init script watching for the selector) in a browser with the extension.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './bench-server.mjs';
import { openUntil, startExtensionBench, warmUp } from './extension-bench.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 15);
const tablissDir = path.resolve(repoRoot, '../shared/perf/anchors/tabliss');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

// Records when the selector first matches (text non-empty), from navigation start, before any page script.
const probe = () => {
  const selector = location.protocol === 'chrome-extension:' || location.port === window.__lodestarPort ? '[data-testid="bookmark-card"]' : '.Widgets .Widget .Time h1';
  const check = () => {
    const element = document.querySelector(selector);
    if (element && element.textContent.trim() && window.__ready === undefined) window.__ready = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
};
const ready = () => window.__ready !== undefined;

const tablissPort = 20000 + Math.floor(Math.random() * 20000);
const tabliss = spawn(process.execPath, [path.resolve(repoRoot, '../shared/perf/serve.mjs'), tablissDir, String(tablissPort)], { stdio: 'ignore' });
const bench = await startExtensionBench(
  (server) => `window.__lodestarPort = ${JSON.stringify(new URL(server.baseUrl).port)}; (${probe})();`,
).catch((error) => {
  tabliss.kill('SIGTERM');
  throw error;
});
try {
  await sleep(500);
  const targets = { 'web app': bench.webApp, extension: bench.extension, Tabliss: `http://127.0.0.1:${tablissPort}/` };
  await warmUp(bench.context, Object.values(targets), ready);
  await bench.setup.close();
  const times = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let run = 0; run < runs; run++) {
    for (const [name, url] of Object.entries(targets)) {
      const page = await openUntil(bench.context, url, ready);
      times[name].push(await page.evaluate(() => window.__ready));
      await page.close();
    }
  }
  console.log(`\nWarm new tab, first card (ms from navigation start), median of ${runs}, interleaved, one Chromium:`);
  for (const [name, values] of Object.entries(times)) console.log(`  ${name.padEnd(10)} ${median(values).toFixed(0).padStart(5)} ms   (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`);
  console.log(`extension / web app: ${(median(times.extension) / median(times['web app'])).toFixed(2)}; extension / Tabliss: ${(median(times.extension) / median(times.Tabliss)).toFixed(2)}`);
} finally {
  tabliss.kill('SIGTERM');
  await bench.stop();
}

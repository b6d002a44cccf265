// A new visitor's first open against Tabliss's cold open, in one run on this machine (issue 22, item 5):
// Lodestar's login page ready = its 'Sign In' button; Tabliss ready = its clock. Each measured run is a new
// browser context (nothing cached), measured by ../shared/perf/measure.mjs, interleaved T L T L.
// Expects a built app (`npm run build`); run from the project's root: `node bench/new-visitor.mjs [--runs 10] [--rounds 2]`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './bench-server.mjs';

const args = process.argv.slice(2);
const opt = { runs: 10, rounds: 2 };
for (let i = 0; i < args.length; i += 2) opt[args[i].replace(/^--/, '')] = Number(args[i + 1]);

const perf = fileURLToPath(new URL('../../shared/perf/', import.meta.url));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'new-visitor-'));
const SIGN_IN = `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Sign In')`;

/** Tabliss's build, served as side-by-side.mjs serves it. */
function startTabliss(port) {
  const child = spawn(process.execPath, [path.join(perf, 'serve.mjs'), path.join(perf, 'anchors', 'tabliss'), String(port), '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

async function waitHttp(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

function measure(name, measureArgs) {
  const json = path.join(tmp, `${name.replace(/\W/g, '-')}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(perf, 'measure.mjs'), ...measureArgs, '--runs', String(opt.runs), '--name', name, '--json', json], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(fs.readFileSync(json, 'utf8')).summary.cold.ready?.median) : reject(new Error(`${name}: ${code}`))));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const app = await startServer();
const tabliss = startTabliss(4790 + Math.floor(Math.random() * 100));
try {
  await waitHttp(tabliss.url);
  const rows = [];
  for (let round = 1; round <= opt.rounds; round++) {
    const load = os.loadavg()[0].toFixed(1);
    const clock = await measure(`Tabliss r${round}`, ['--url', tabliss.url, '--selector', '.Widgets .Widget .Time h1', '--nonempty']);
    const signIn = await measure(`Lodestar r${round}`, ['--url', `${app.baseUrl}/`, '--ready-js', SIGN_IN]);
    rows.push({ round, load, clock, signIn });
  }
  console.log('\n| round | load | Tabliss cold clock ms | Lodestar new visitor Sign In ms | ratio |\n|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.round} | ${row.load} | ${Math.round(row.clock)} | ${Math.round(row.signIn)} | ${(row.signIn / row.clock).toFixed(2)} |`);
  const ratio = median(rows.map((row) => row.signIn)) / median(rows.map((row) => row.clock));
  console.log(`new visitor 'Sign In' / Tabliss cold clock ratio ${ratio.toFixed(2)} (goal 1.0)`);
} finally {
  tabliss.stop();
  await app.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

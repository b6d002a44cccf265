// Runs every benchmark in this folder, one after another (`npm run bench`). Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
// Helpers (bench-*.mjs) and this runner are not benchmarks.
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.mjs') && name !== 'run-all.mjs' && !name.startsWith('bench-'))
  .sort();

let failed = 0;
for (const name of benches) {
  console.log(`\n== ${name}`);
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(name, import.meta.url))], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (failed) {
  console.error(`\n${failed} of ${benches.length} benchmarks failed`);
  process.exitCode = 1;
}

// `npm run bench:load`: a short version of every load script, one after another (a few minutes in all).
// The full runs take the defaults of each script (see README, Capacity).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const short = [
  ['devices.mjs', '--devices', '100', '--seconds', '10', '--out', 'short-devices'],
  ['requests.mjs', '--connections', '10', '--seconds', '5', '--only', 'session,new-tab,scripture search,write (profile)', '--out', 'short-requests'],
  ['requests.mjs', '--db', 'pglite', '--connections', '10', '--seconds', '5', '--only', 'new-tab', '--out', 'short-requests-pglite'],
  ['visits.mjs', '--concurrency', '5', '--seconds', '5', '--users', '20', '--out', 'short-visits'],
  ['two-instances.mjs', '--devices', '100', '--seconds', '10', '--out', 'short-two-instances'],
  ['soak.mjs', '--devices', '60', '--minutes', '1', '--out', 'short-soak'],
];

let failed = 0;
for (const [script, ...args] of short) {
  console.log(`\n== ${script} ${args.join(' ')}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url)), ...args], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (failed) {
  console.error(`\n${failed} of ${short.length} load scripts failed`);
  process.exitCode = 1;
}

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { envSchema } from '../../apps/server/src/env';

/**
 * Starts the app for Playwright the way the README does (`npm run serve`), on a fresh temp DATA_DIR
 * that is removed once the server has stopped, with exactly the variables the config chose.
 */
const chosen = JSON.parse(process.env.LODESTAR_E2E_SERVER_ENV ?? '{}') as Record<string, string>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-e2e-'));

const env: NodeJS.ProcessEnv = { ...process.env };
for (const name of Object.keys(envSchema.shape)) delete env[name];
Object.assign(env, chosen, { DATA_DIR: dataDir });
delete env.LODESTAR_E2E_SERVER_ENV;

// Its own process group, so a stop reaches npm and the server it started alike.
const child = spawn('npm', ['run', '--silent', 'serve'], { env, stdio: 'inherit', detached: true });
const group = -child.pid!;

const groupAlive = () => {
  try {
    process.kill(group, 0);
    return true;
  } catch {
    return false;
  }
};

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (groupAlive()) process.kill(group, signal);
  });
}

child.on('exit', async (code, signal) => {
  // npm can exit before the server does; the data goes only once nothing uses it.
  for (let waited = 0; groupAlive() && waited < 10_000; waited += 100) await sleep(100);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});

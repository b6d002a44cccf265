#!/usr/bin/env node
// `npm run screenshots`: the pictures of docs/screenshots/ (the README shows three). Builds the web app when it
// has no build yet, picks two free ports on 127.0.0.1 (the app and the local OpenID provider beside it), and runs
// e2e/screenshots/docs.shots.ts, which starts the app on a fresh DATA_DIR with the sandbox payments.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port whose next one is free too (the OpenID provider listens on E2E_PORT + 1). */
async function freePortPair() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await portIsFree(port)) && (await portIsFree(port + 1))) return port;
  }
  throw new Error('no two free ports next to each other on 127.0.0.1');
}

const run = (command, args, env = process.env) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

if (!existsSync(path.join(root, 'apps/web/dist/index.html')) && run('npm', ['run', 'build']) !== 0) process.exit(1);
const port = await freePortPair();
console.log(`screenshots: the app on http://127.0.0.1:${port}, pictures to docs/screenshots/`);
const playwright = path.join(root, 'node_modules/@playwright/test/cli.js');
process.exit(
  run(process.execPath, [playwright, 'test', '-c', 'playwright.screenshots.config.ts', ...process.argv.slice(2)], {
    ...process.env,
    E2E_PORT: String(port),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  }),
);

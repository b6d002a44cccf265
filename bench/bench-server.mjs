// Starts the built app (`npm run serve` without the build) on a free port and a temp DATA_DIR.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// WEB_DIST points the benchmark at another build (for example a 'before' build in a temp folder).
export const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(repoRoot, 'apps/web/dist');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The address-confirmation link of the newest mail to `email` in the server's outbox (DATA_DIR/mail). */
export function confirmationLink(dataDir, email) {
  const folder = path.join(dataDir, 'mail');
  if (!existsSync(folder)) return null;
  for (const file of readdirSync(folder).sort().reverse()) {
    const mail = readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!mail.includes(email)) continue;
    const link = /https?:\/\/[^\s"<>]*verify-email[^\s"<>]*/.exec(mail.replace(/&amp;/g, '&'))?.[0];
    if (link) return link;
  }
  return null;
}

/** Resolves once /healthz answers; rejects with the server's output if it exits first. */
export async function startServer({ env = {} } = {}) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No built web app in ${webDist}: run \`npm run build\` first (the benchmark builds nothing).`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ENFORCE_SUBSCRIPTION: 'false',
      WEB_DIST_DIR: webDist,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };

  for (let waited = 0; waited < 180_000; waited += 200) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return { baseUrl, stop, dataDir };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`The server did not start:\n${output}`);
}

/** A new account signed in within `request`'s context (its address confirmed when the server asks). */
export async function signUp(request, server) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password';
  const headers = { origin: server.baseUrl };
  const response = await request.post(`${server.baseUrl}/api/auth/sign-up/email`, { headers, data: { name: 'Bench', email, password } });
  if (!response.ok()) throw new Error(`Sign-up failed: ${response.status()} ${await response.text()}`);
  let signIn = await request.post(`${server.baseUrl}/api/auth/sign-in/email`, { headers, data: { email, password } });
  if (signIn.status() === 403) {
    const link = confirmationLink(server.dataDir, email);
    if (!link) throw new Error('The server asks for a confirmed address and sent no confirmation mail');
    await request.get(link);
    signIn = await request.post(`${server.baseUrl}/api/auth/sign-in/email`, { headers, data: { email, password } });
  }
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()} ${await signIn.text()}`);
}

/** Adds an always-shown bookmark to example.org through the dashboard's first-bookmark button. */
export async function addBookmark(page) {
  const region = page.getByRole('region', { name: 'Bookmarks' });
  await region.getByRole('button', { name: 'Add your first bookmark' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Add New Link' });
  await dialog.getByLabel('URL').fill('example.org');
  await dialog.getByLabel('Show during').selectOption({ label: 'Always show' });
  await dialog.getByRole('button', { name: 'Add Link' }).click();
  await region.getByTestId('bookmark-card').first().waitFor();
}

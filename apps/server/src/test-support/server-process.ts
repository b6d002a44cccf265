import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { latestLinkTo } from './outbox';
import type { ServerBundle } from './server-bundle';
import type { TestStorage } from './test-storage';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A free TCP port on 127.0.0.1 (the process started on it listens on loopback only). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function serverEnv(storage: TestStorage, port: number, overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    ENFORCE_SUBSCRIPTION: 'false',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: storage.dataDir,
    // V8's code cache on disk: a test that restarts the server many times compiles its modules once.
    NODE_COMPILE_CACHE: path.join(tmpdir(), 'lodestar-test-compile-cache'),
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    ...overrides,
  };
}

function spawnServer(entry: string, storage: TestStorage, port: number, bundle?: ServerBundle, overrides?: Record<string, string>) {
  // A bundle (server-bundle.ts) is plain JavaScript; the sources need tsx.
  const args = bundle ? [...bundle.execArgv, bundle.entry] : ['--import', 'tsx', entry];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: serverEnv(storage, port, overrides),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (text: string) => {
    const deadline = Date.now() + 60_000;
    while (!output.includes(text)) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${output}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not print ${text}:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { child, output: () => output, exited, waitFor };
}

/** Starts the real server process as `npm run serve` does and waits until it listens. */
export async function startServerProcess(storage: TestStorage, port: number, overrides?: Record<string, string>): Promise<ServerProcess> {
  const { child, output, exited, waitFor } = spawnServer('apps/server/src/index.ts', storage, port, undefined, overrides);
  await waitFor('"msg":"listening"');
  return { child, output, exited };
}

export interface WarmServerProcess {
  /** Opens the database and listens; resolves once it does. */
  start(): Promise<ServerProcess>;
  /** Kills it if it was never started. */
  discard(): void;
  /** Kills it, started or not, if it still runs (a test's clean-up). */
  kill(): void;
}

/**
 * Spawns a server process that loads every module and then waits, so that a fault test restarting
 * the server many times pays only for opening the database at each restart. With `bundle`
 * (bundleServerChild()) it runs server-child.ts's bundle, which costs a restart far less CPU time.
 */
export function warmServerProcess(storage: TestStorage, port: number, bundle?: ServerBundle): WarmServerProcess {
  const spawned = spawnServer('apps/server/src/test-support/server-child.ts', storage, port, bundle);
  const warm = spawned.waitFor('"msg":"warm"');
  warm.catch(() => undefined);
  let started = false;
  return {
    async start() {
      started = true;
      await warm;
      spawned.child.stdin!.write('go\n');
      await spawned.waitFor('"msg":"listening"');
      return { child: spawned.child, output: spawned.output, exited: spawned.exited };
    },
    discard() {
      if (!started) spawned.child.kill('SIGKILL');
    },
    kill() {
      if (spawned.child.exitCode === null && spawned.child.signalCode === null) spawned.child.kill('SIGKILL');
    },
  };
}

/** Signs up over HTTP and opens the mailed confirmation link; returns the session cookie and the user's id. */
export async function signUpOverHttp(base: string, dataDir: string, email: string): Promise<{ id: string; cookie: string }> {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Process User', email, password: 'correct horse' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  // The account is usable once the link mailed to it is opened; opening it signs in. Sign-up's mail
  // leaves after its answer: the outbox page answers once the server has written it.
  await (await fetch(`${base}/dev/mail`)).arrayBuffer();
  const link = await latestLinkTo(dataDir, email);
  const confirmed = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const session = (await (await fetch(`${base}/api/auth/get-session`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return { id: session.user.id, cookie };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineSection, putRecord, readSection, userDocumentName } from '@lodestar/core';
import { connectSyncClient } from '../../test-support/sync-client';
import { createTestStorage, type TestStorage } from '../../test-support/test-storage';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

const wins = defineSection({
  name: 'wins',
  schema: z.object({}),
  defaults: {},
  collections: { entries: z.object({ text: z.string() }) },
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server process as `npm run serve` does and waits until it listens. */
async function startProcess(storage: TestStorage, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      ENFORCE_SUBSCRIPTION: 'false',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (!output.includes('"msg":"listening"')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => output, exited };
}

describe('the server process', () => {
  let storage: TestStorage;
  let running: Running | undefined;
  beforeAll(async () => {
    storage = await createTestStorage();
  });
  afterAll(async () => {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    await storage.dispose();
  });

  it('stores an edit made right before SIGTERM, and serves it after a restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    running = await startProcess(storage, port);

    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'Process User', email: `process-${Date.now()}@example.com`, password: 'correct horse' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const session = (await (await fetch(`${base}/api/auth/get-session`, { headers: { cookie } })).json()) as {
      user: { id: string };
    };
    const name = userDocumentName(session.user.id);

    const writer = connectSyncClient({ url: `ws://127.0.0.1:${port}/sync`, documentName: name, cookie });
    try {
      expect(await writer.outcome).toEqual({ synced: true });
      putRecord(writer.doc, wins, 'entries', 'sigterm', { text: 'survives SIGTERM' });
      await writer.allSent();
      // At once: the debounced store (500 ms) has not run yet; only the shutdown flush can store it.
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    } finally {
      writer.destroy();
    }
    expect(running.output()).toContain('"msg":"shutting down"');

    running = await startProcess(storage, port);
    const reader = connectSyncClient({ url: `ws://127.0.0.1:${port}/sync`, documentName: name, cookie });
    try {
      expect(await reader.outcome).toEqual({ synced: true });
      expect(readSection(reader.doc, wins).entries).toEqual({ sigterm: { text: 'survives SIGTERM' } });
    } finally {
      reader.destroy();
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    }
  }, 120_000);
});

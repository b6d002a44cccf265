import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { dataDirProblem } from './data-dir-check';

// Finding 9 of the security review: storage failures answered 422 or 502 ('payment provider') instead
// of 5xx; /healthz stayed 200 with a full disk; a read-only data folder ended start-up in a stack trace.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Makes every write to `table` fail as a full disk would, until the returned function is called. */
async function failWrites(table: string): Promise<() => Promise<void>> {
  const { db } = server.server.database;
  await db.execute(sql.raw(`create or replace function fail_write() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device'; end $$`));
  await db.execute(sql.raw(`create trigger fail_write before insert or update on "${table}" for each statement execute function fail_write()`));
  return async () => {
    await db.execute(sql.raw(`drop trigger fail_write on "${table}"`));
  };
}

describe('storage faults', () => {
  it('make /healthz answer 503 while the database cannot write, and 200 again after', async () => {
    expect((await server.app.request('/healthz')).status).toBe(200);
    const restore = await failWrites('rate_limit');
    try {
      await new Promise((resolve) => setTimeout(resolve, 5_100)); // past the check's few seconds of cache
      const failing = await server.app.request('/healthz');
      expect(failing.status).toBe(503);
      expect(await failing.json()).toMatchObject({ status: 'error', message: 'The database cannot write' });
    } finally {
      await restore();
    }
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await server.app.request('/healthz')).status).toBe(200);
  });

  it('answer a sign-up the database cannot store with a 5xx and a clear message', async () => {
    const restore = await failWrites('user');
    try {
      const response = await signUp(server.client(), { email: uniqueEmail('nospace'), confirm: false });
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(await response.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    } finally {
      await restore();
    }
  });
});

describe('billing on a failing database', () => {
  it('answers 500 for our storage, keeping 502 for the payment provider', async () => {
    const client = server.client();
    await signUp(client, { email: uniqueEmail('buyer') });
    const restore = await failWrites('checkout_session');
    try {
      const response = await client.post('/api/billing/checkout', { plan: 'monthly' });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await restore();
    }
    expect((await client.post('/api/billing/checkout', { plan: 'monthly' })).status).toBe(200);
  });
});

describe('the data folder', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'lodestar-datadir-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is checked before start-up, which stops with a message that says why', () => {
    const blocker = path.join(scratch, 'not-a-folder');
    writeFileSync(blocker, 'a file where the data folder should be');
    const dataDir = path.join(blocker, 'data');
    expect(dataDirProblem(dataDir)).toMatch(/^Cannot write to the data folder .*not-a-folder\/data: /);
    expect(dataDirProblem(scratch)).toBeUndefined();

    const entry = fileURLToPath(new URL('../../index.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', entry], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '39999' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Cannot write to the data folder ${dataDir}`);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});

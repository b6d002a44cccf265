import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readSection, userDocumentName } from '@lodestar/core';
import { createSyncStore } from '../modules/sync/sync-store';
import { buildServer, type BuiltServer } from '../server';
import { freePort, signUpOverHttp } from '../test-support/server-process';
import { waitFor } from '../test-support/sync-client';
import { testEnv } from '../test-support/test-server';
import { startOutageWriter, type OutageWriter, wins } from './outage-writer';
import { startRequestStream, type StreamedRequest } from './request-stream';
import { startThrowawayCluster, type ThrowawayCluster } from './throwaway-cluster';

/**
 * PostgreSQL restarted, down for a few seconds, and hung, each under a stream of reads, writes and sync
 * edits: the server, never restarted itself, answers every request within REQUEST_TIMEOUT_MS (200, or a
 * 503 that says the database is unavailable), /healthz tells the outage, every route answers 200 again
 * once the database is back, and every edit a device made meanwhile is then in the database. This file starts its own PostgreSQL, so it runs once
 * (vitest.config.ts: OWN_DATABASE) and needs the PostgreSQL binaries (.ci/run installs them). Its
 * hooks' and tests' time limits add up to under a minute.
 */
const REQUEST_TIMEOUT_MS = 5_000;
/** The server's DATABASE_TIMEOUT_MS: a connection attempt or query to a database that does not answer fails after it. */
const DATABASE_TIMEOUT_MS = 1_500;
/** Longer than /healthz's 5 s cache, so the health check sees the outage. */
const DOWN_MS = 6_000;
const FROZEN_MS = 3_000;
/** From PostgreSQL being back to the server serving every route again (/healthz caches its answer 5 s). */
const RECOVERY_TIMEOUT_MS = 8_000;
/** Reads: the health check, the account, the session, the subscription. */
const PATHS = ['/healthz', '/api/account/me', '/api/auth/get-session', '/api/billing/status'];
const PASSWORD = 'correct horse';
/** The answers a request may get while the database is away: the data, or "unavailable, try again". */
const UNAVAILABLE = new Set(['STORAGE_UNAVAILABLE', 'error']);

function summarise(label: string, requests: StreamedRequest[], outage: { from: number; to: number }, recoveredMs: number) {
  const during = requests.filter((r) => r.sentAt + r.ms >= outage.from && r.sentAt <= outage.to);
  const count = (status: number) => requests.filter((r) => r.status === status).length;
  console.info(
    `${label}: ${requests.length} requests (${during.length} during the outage), max latency ${Math.max(...requests.map((r) => r.ms))} ms, ` +
      `200: ${count(200)}, 503: ${count(503)}, 500: ${count(500)}, unanswered: ${count(0)}, serving again ${recoveredMs} ms after PostgreSQL was back`,
  );
}

describe('PostgreSQL restarted while the server is in use', () => {
  let cluster: ThrowawayCluster;
  let server: BuiltServer;
  let dataDir: string;
  let base: string;
  let syncUrl: string;
  let account: { id: string; cookie: string; email: string };
  const writers: OutageWriter[] = [];

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-restart-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    syncUrl = `ws://127.0.0.1:${port}/sync`;
    const env = testEnv({ dataDir, databaseUrl: cluster.url }, {
      BASE_URL: base,
      ENFORCE_SUBSCRIPTION: 'false',
      DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS),
    });
    server = await buildServer(env);
    await server.listen(port, '127.0.0.1');
    const email = `restart-${Date.now()}@example.com`;
    account = { ...(await signUpOverHttp(base, dataDir, email)), email };
  }, 12_000);

  afterAll(async () => {
    for (const writer of writers) writer.destroy();
    // Bounded: a close stuck on the database must not hold the run.
    await Promise.race([server?.close(), new Promise((resolve) => setTimeout(resolve, 2_000))]).catch(() => undefined);
    await cluster?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 6_000);

  /** Waits until every route answers 200 again (the health check's cache included), returning how long it took. */
  async function serving(): Promise<number> {
    const started = Date.now();
    await waitFor(
      async () => {
        const answers = await Promise.all(
          PATHS.map((p) => fetch(`${base}${p}`, { headers: { cookie: account.cookie }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then((r) => r.status, () => 0)),
        );
        return answers.every((status) => status === 200);
      },
      'every route to answer 200 again',
      RECOVERY_TIMEOUT_MS,
    );
    return Date.now() - started;
  }

  /** Every edit the device made is in the database (not only in the server's memory). */
  async function storedEntries(): Promise<Record<string, unknown>> {
    const loaded = await createSyncStore(server.database.db).load(userDocumentName(account.id));
    const doc = new Y.Doc();
    if (loaded.update) Y.applyUpdate(doc, loaded.update);
    return readSection(doc, wins).entries;
  }

  async function underLoad(label: string, outage: () => Promise<{ from: number; to: number }>) {
    const writer = startOutageWriter({ url: syncUrl, documentName: userDocumentName(account.id), cookie: account.cookie, label, everyMs: 100 });
    writers.push(writer);
    expect(await writer.client.outcome).toEqual({ synced: true });
    // Writes: a sign-in (a new session row each time; signUpOverHttp's password) and a profile update.
    const writes = [
      { path: '/api/auth/sign-in/email', method: 'POST' as const, body: { email: account.email, password: PASSWORD } },
      { path: '/api/account/profile', method: 'PATCH' as const, body: { name: `Restart ${label}` } },
    ];
    const stream = startRequestStream({ base, routes: [...PATHS, ...writes], cookie: account.cookie, timeoutMs: REQUEST_TIMEOUT_MS });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const window = await outage();
    const recoveredMs = await serving();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const requests = await stream.stop();
    writer.stop();
    await waitFor(() => writer.client.provider.isSynced && !writer.client.provider.hasUnsyncedChanges, 'the device to have every edit acknowledged', RECOVERY_TIMEOUT_MS);
    summarise(label, requests, window, recoveredMs);

    const badAnswers = requests.filter((r) => r.status !== 200 && !(r.status === 503 && UNAVAILABLE.has(r.code ?? '')));
    expect(badAnswers, 'answers other than 200 or a 503 saying the database is unavailable').toEqual([]);
    expect(Math.max(...requests.map((r) => r.ms))).toBeLessThan(REQUEST_TIMEOUT_MS);
    // Reads and writes alike are served again (the server was never restarted).
    const last = new Map(requests.map((r) => [r.path, r.status]));
    expect(Object.fromEntries(last)).toEqual(Object.fromEntries([...last.keys()].map((path) => [path, 200])));
    expect(last.size).toBe(PATHS.length + writes.length);
    const stored = await storedEntries();
    expect(writer.written.filter((key) => !(key in stored)), 'edits made during the outage missing from the database').toEqual([]);
    return { requests, writer, window };
  }

  /** The paths that got `status` for a request in flight during the outage. */
  function answeredDuring(requests: StreamedRequest[], window: { from: number; to: number }, status: number) {
    return new Set(requests.filter((r) => r.status === status && r.sentAt <= window.to && r.sentAt + r.ms >= window.from).map((r) => r.path));
  }

  it('restarted with pg_ctl restart -m fast: every request answered, every edit stored, no server restart', async () => {
    const { writer } = await underLoad('restart', async () => {
      const from = Date.now();
      await cluster.restart();
      return { from, to: Date.now() };
    });
    expect(writer.written.length).toBeGreaterThan(5);
  }, 8_000);

  it(`down for ${DOWN_MS / 1000} s: /healthz and the reads answer 503 meanwhile, 200 after; the edits made meanwhile are stored`, async () => {
    const { requests, writer, window } = await underLoad('down', async () => {
      const from = Date.now();
      await cluster.stop();
      await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
      const to = Date.now();
      await cluster.start();
      return { from, to };
    });
    const unavailable = answeredDuring(requests, window, 503);
    expect(unavailable.has('/healthz'), '/healthz answered 503 while the database was down').toBe(true);
    expect(unavailable.has('/api/account/me'), '/api/account/me answered 503 while the database was down').toBe(true);
    expect(writer.interruptions(), 'the device lost its connection (or was refused) during the outage').toBeGreaterThan(0);
    const madeDuring = writer.writtenAt.filter((at) => at > window.from && at < window.to).length;
    expect(madeDuring, 'edits made while the database was down').toBeGreaterThan(10);
  }, 20_000);

  it(`frozen for ${FROZEN_MS / 1000} s (SIGSTOP: connections open, nothing answers): requests answer 503 within the time-out, never hang`, async () => {
    const { requests, writer, window } = await underLoad('frozen', async () => {
      const from = Date.now();
      cluster.freeze();
      await new Promise((resolve) => setTimeout(resolve, FROZEN_MS));
      cluster.thaw();
      return { from, to: Date.now() };
    });
    expect(answeredDuring(requests, window, 503).has('/api/account/me'), '/api/account/me answered 503 while the database hung').toBe(true);
    expect(writer.interruptions(), 'the device lost its connection (or was refused) during the freeze').toBeGreaterThan(0);
  }, 14_000);
});

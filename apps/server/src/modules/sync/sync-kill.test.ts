import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineSection, putRecord, readSection, userDocumentName } from '@lodestar/core';
import { bundleServerChild, type ServerBundle } from '../../test-support/server-bundle';
import { freePort, signUpOverHttp, warmServerProcess, type ServerProcess, type WarmServerProcess } from '../../test-support/server-process';
import { connectSyncClient, type SyncTestClient } from '../../test-support/sync-client';
import { createTestStorage, type TestStorage } from '../../test-support/test-storage';

const wins = defineSection({
  name: 'wins',
  schema: z.object({}),
  defaults: {},
  collections: { entries: z.object({ text: z.string() }) },
});

const KILLS = 20;
/**
 * Each kill costs a restart: a process loading the server's modules (spawned ahead, while the previous
 * one serves, from a bundle: server-bundle.ts) and opening the database again, about 0.8 s of CPU time
 * with PGlite, so 20 kills take about half a minute on a quiet machine. The count is what the test is
 * about, never the time it takes: a busy machine only makes it slower, and the test's time limit stops
 * it by itself within three minutes.
 */
const TIME_LIMIT_MS = 180_000;

/** Resolves once the server has acknowledged every change the client sent (the provider's SyncStatus count). */
function acknowledged(client: SyncTestClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.provider.isSynced && !client.provider.hasUnsyncedChanges) {
        client.provider.off('unsyncedChanges', check);
        resolve();
      }
    };
    client.provider.on('unsyncedChanges', check);
    check();
  });
}

describe('the server process killed with SIGKILL', () => {
  let storage: TestStorage;
  let bundle: ServerBundle;
  /** Processes already loading their modules, next in line to be started. */
  let warm: WarmServerProcess[] = [];
  /** Every process spawned, killed at the end whatever state the test stopped in. */
  const spawned: WarmServerProcess[] = [];
  const spawn = (port: number) => {
    const server = warmServerProcess(storage, port, bundle);
    spawned.push(server);
    return server;
  };
  beforeAll(async () => {
    // The PGlite template may need building first (after a new migration): seconds, once.
    [storage, bundle] = await Promise.all([createTestStorage(), bundleServerChild()]);
  }, 10_000);
  afterAll(async () => {
    for (const server of spawned) server.kill();
    await storage?.dispose();
    await bundle?.dispose();
  }, 5_000);

  it(`loses no acknowledged edit over ${KILLS} kills at random moments`, async () => {
    const started = Date.now();
    const port = await freePort();
    const url = `ws://127.0.0.1:${port}/sync`;
    let running: ServerProcess = await spawn(port).start();
    // The next processes load their modules while this one serves (two ahead, as a machine shared with
    // other jobs makes each load slow); each opens the database only once the previous one is dead.
    warm = [spawn(port), spawn(port)];
    const { id, cookie } = await signUpOverHttp(`http://127.0.0.1:${port}`, storage.dataDir, `kill-${Date.now()}@example.com`);
    const name = userDocumentName(id);

    /** Every edit a client saw acknowledged, over all rounds. */
    const acked: string[] = [];
    let kills = 0;
    let missingTotal = 0;
    while (kills < KILLS) {
      // A fresh device each round: only the server can give back what earlier devices wrote.
      const client = connectSyncClient({ url, documentName: name, cookie });
      try {
        expect(await client.outcome).toEqual({ synced: true });
        const found = readSection(client.doc, wins).entries;
        const missing = acked.filter((key) => !(key in found));
        missingTotal += missing.length;
        expect(missing, `acknowledged edits missing after kill ${kills}`).toEqual([]);

        // Kill after a random number of acknowledgements, at once in the acknowledgement's own tick
        // or after a random delay while the stream of edits goes on.
        const killAfter = 1 + Math.floor(Math.random() * 6);
        const delayMs = Math.random() < 0.4 ? 0 : Math.floor(Math.random() * 150);
        const victim = running;
        let killed = false;
        const kill = () => {
          if (killed) return;
          killed = true;
          victim.child.kill('SIGKILL');
        };
        let ackedThisRound = 0;
        for (let i = 0; !killed; i += 1) {
          const key = `k${kills}-e${i}`;
          putRecord(client.doc, wins, 'entries', key, { text: `edit ${i} of round ${kills}` });
          const outcome = await Promise.race([acknowledged(client).then(() => 'ack' as const), victim.exited.then(() => 'dead' as const)]);
          if (outcome === 'dead') break;
          acked.push(key);
          ackedThisRound += 1;
          if (ackedThisRound === killAfter) {
            if (delayMs === 0) kill();
            else setTimeout(kill, delayMs);
          }
        }
        await victim.exited;
        kills += 1;
      } finally {
        client.destroy();
      }
      running = await warm.shift()!.start();
      warm.push(spawn(port));
    }
    for (const waiting of warm) waiting.discard();
    warm = [];

    const reader = connectSyncClient({ url, documentName: name, cookie });
    try {
      expect(await reader.outcome).toEqual({ synced: true });
      const found = readSection(reader.doc, wins).entries;
      const missing = acked.filter((key) => !(key in found));
      missingTotal += missing.length;
      console.info(
        `SIGKILL: ${kills} kills, ${acked.length} edits acknowledged before SIGKILL, ` +
          `${acked.length - missing.length} found after restart, ${missingTotal} missing in total, ${Date.now() - started} ms`,
      );
      expect(missing).toEqual([]);
    } finally {
      reader.destroy();
    }
  }, TIME_LIMIT_MS);
});

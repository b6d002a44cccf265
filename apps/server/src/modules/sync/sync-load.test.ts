import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoLoss, runDeviceLoad, type LoadUser } from '../../test-support/sync-load';
import { startSyncTestServer, type SyncTestServer } from '../../test-support/sync-server';

// Issue 26, item 4: 200 devices (100 users with two each) editing every two seconds for 20 s on one instance.
// Bounded in count and time; asserts on losses and refusals only, never on speed (bench/load measures that).
const USERS = 100;

describe('200 devices syncing for 20 s on one instance', () => {
  let server: SyncTestServer;
  const users: LoadUser[] = [];

  beforeAll(async () => {
    server = await startSyncTestServer();
    // In batches: password hashing runs on libuv's thread pool, so a few sign-ups at once finish sooner.
    for (let i = 0; i < USERS; i += 10) {
      users.push(...(await Promise.all(Array.from({ length: 10 }, () => server.signUpUser()))));
    }
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it("acknowledges every edit and delivers it to the user's other device, with no refusal", async () => {
    const report = await runDeviceLoad({ users, urlFor: () => server.url, durationMs: 20_000, editEveryMs: 2_000 });
    expectNoLoss(report, USERS * 2);
  }, 60_000);
});

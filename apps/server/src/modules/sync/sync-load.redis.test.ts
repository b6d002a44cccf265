import { afterAll, beforeAll, describe, it } from 'vitest';
import { startRedisPair, type RedisPair } from '../../test-support/redis-pair';
import { expectNoLoss, runDeviceLoad, type LoadUser } from '../../test-support/sync-load';

// Issue 26, item 4 across two instances: run by scripts/test-server.mjs when TEST_REDIS_URL and
// TEST_DATABASE_URL are set. Each user's two devices sit on different instances, so every edit crosses Redis.
const USERS = 100;

describe('200 devices across two instances for 20 s', () => {
  let pair: RedisPair;
  const users: LoadUser[] = [];

  beforeAll(async () => {
    pair = await startRedisPair();
    for (let i = 0; i < USERS; i++) users.push(await pair.signUpUser('load'));
  }, 120_000);

  afterAll(async () => {
    await pair?.close();
  });

  it("delivers every edit to the user's device on the other instance, with no refusal", async () => {
    const urlFor = (device: number) => pair.urls[device]!;
    const report = await runDeviceLoad({ users, urlFor, durationMs: 20_000, editEveryMs: 2_000 });
    expectNoLoss(report, USERS * 2);
  }, 60_000);
});

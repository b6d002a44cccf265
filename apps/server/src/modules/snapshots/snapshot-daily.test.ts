import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../billing/test-support/billing-fixtures';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { SNAPSHOTS_KEPT_PER_KIND } from './snapshot-service';
import { snapshotTimes, storeEdit } from './snapshot-test-support';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Far from the real clock, so the server's own start-up pass (on the real date) never meets these times.
const T0 = new Date('2031-03-01T03:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('daily snapshots', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('takes one a day of each changed document, skips unchanged and empty ones, and prunes after 30 days', async () => {
    const run = (now: Date) => server.server.snapshots.runDailySnapshots(now);
    const alice = await signedInUser(server, 'daily-alice');
    const empty = await signedInUser(server, 'daily-empty');
    await storeEdit(server, alice.id, 'a', 'https://a.example');

    expect(await run(T0)).toMatchObject({ taken: 1, failed: 0 });
    expect(await snapshotTimes(server, alice.id)).toEqual([T0.toISOString()]);
    // Nothing stored, nothing to copy.
    expect(await snapshotTimes(server, empty.id)).toEqual([]);

    // Within 24 hours of the last one: not even looked at, although it changed.
    await storeEdit(server, alice.id, 'b', 'https://b.example');
    expect(await run(at(23 * HOUR))).toMatchObject({ taken: 0, unchanged: 0 });

    // A day later: the change is copied.
    expect(await run(at(DAY + HOUR))).toMatchObject({ taken: 1 });
    // Another day with no change: no new copy.
    expect(await run(at(2 * DAY + 2 * HOUR))).toMatchObject({ taken: 0, unchanged: 1 });
    expect(await snapshotTimes(server, alice.id)).toEqual([T0.toISOString(), at(DAY + HOUR).toISOString()]);

    // 30 days and 2 hours after T0: the first copy goes, the newest stays.
    expect(await run(at(30 * DAY + 2 * HOUR))).toMatchObject({ taken: 0, pruned: 1 });
    expect(await snapshotTimes(server, alice.id)).toEqual([at(DAY + HOUR).toISOString()]);

    // Over 30 days old but still the user's newest: kept while the document stays unchanged.
    expect(await run(at(40 * DAY))).toMatchObject({ taken: 0, pruned: 0 });
    expect(await snapshotTimes(server, alice.id)).toEqual([at(DAY + HOUR).toISOString()]);

    // Once a newer copy exists, the old one is pruned.
    await storeEdit(server, alice.id, 'a', null);
    expect(await run(at(41 * DAY))).toMatchObject({ taken: 1, pruned: 1 });
    expect(await snapshotTimes(server, alice.id)).toEqual([at(41 * DAY).toISOString()]);
  });

  it(`keeps the ${SNAPSHOTS_KEPT_PER_KIND} newest saved snapshots, and lets daily ones be`, async () => {
    const carol = await signedInUser(server, 'daily-carol');
    await storeEdit(server, carol.id, 'c', 'https://c.example');
    expect(await server.server.snapshots.runDailySnapshots(T0)).toMatchObject({ taken: 1 });
    const saved: string[] = [];
    // Ten a day over four days: under the daily cap, over what is kept.
    for (let day = 0; day < 4; day += 1) {
      for (let i = 0; i < 10; i += 1) {
        const when = at(day * DAY + i * 60_000 + 1000);
        expect(await server.server.snapshots.takeSnapshot(carol.id, 'manual', when)).toMatchObject({ status: 'taken' });
        saved.push(when.toISOString());
      }
    }
    const kept = saved.slice(-SNAPSHOTS_KEPT_PER_KIND);
    expect(await snapshotTimes(server, carol.id)).toEqual([T0.toISOString(), ...kept].sort());
  });

  it('a deleted account takes its snapshots with it', async () => {
    const bob = await signedInUser(server, 'daily-bob');
    await storeEdit(server, bob.id, 'x', 'https://x.example');
    expect(await server.server.snapshots.takeSnapshot(bob.id, 'manual', T0)).toMatchObject({ status: 'taken' });
    expect(await snapshotTimes(server, bob.id)).toHaveLength(1);
    const response = await bob.client.request('/api/account', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'correct horse' }),
    });
    expect(response.status).toBe(200);
    expect(await snapshotTimes(server, bob.id)).toEqual([]);
  });
});

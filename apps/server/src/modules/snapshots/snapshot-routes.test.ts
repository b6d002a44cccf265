import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSubscription, signedInUser, type SignedInUser } from '../billing/test-support/billing-fixtures';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { SNAPSHOT_REQUESTS_PER_DAY } from './snapshot-service';
import { bookmarksOf, storeEdit } from './snapshot-test-support';

interface Listed {
  id: number;
  takenAt: string;
  kind: string;
  sizeBytes: number;
}

describe('/api/snapshots', () => {
  let server: TestServer;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'true' });
    alice = await signedInUser(server, 'snap-alice');
    bob = await signedInUser(server, 'snap-bob');
    await putSubscription(server, alice.id);
    await putSubscription(server, bob.id);
  });
  afterAll(() => server?.close());

  const list = async (user: SignedInUser) => ((await (await user.client.get('/api/snapshots')).json()) as { snapshots: Listed[] }).snapshots;

  it('saves a snapshot on request, lists it newest first and gives back its content', async () => {
    await storeEdit(server, alice.id, 'one', 'https://one.example');
    const first = await alice.client.post('/api/snapshots', { kind: 'manual' });
    expect(first.status).toBe(201);
    const { snapshot } = (await first.json()) as { snapshot: Listed };
    expect(snapshot).toMatchObject({ kind: 'manual' });
    expect(snapshot.sizeBytes).toBeGreaterThan(0);

    // The data is then wiped; a before-restore copy holds the wiped state.
    await storeEdit(server, alice.id, 'one', null);
    const second = await alice.client.post('/api/snapshots', { kind: 'before-restore' });
    expect(second.status).toBe(201);

    // An import takes its own kind of snapshot first, so it can be undone from the list.
    expect((await alice.client.post('/api/snapshots', { kind: 'before-import' })).status).toBe(201);

    const listed = await list(alice);
    expect(listed.map((row) => row.kind)).toEqual(['before-import', 'before-restore', 'manual']);
    expect(listed[2]).toEqual(snapshot);

    const bytes = await alice.client.get(`/api/snapshots/${snapshot.id}`);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('application/octet-stream');
    expect(bookmarksOf(new Uint8Array(await bytes.arrayBuffer()))).toEqual({ one: 'https://one.example' });
    const wiped = await alice.client.get(`/api/snapshots/${listed[0]!.id}`);
    expect(bookmarksOf(new Uint8Array(await wiped.arrayBuffer()))).toEqual({});
  });

  it("never shows one user another's snapshots", async () => {
    const [aliceSnapshot] = await list(alice);
    expect(aliceSnapshot).toBeDefined();
    const stolen = await bob.client.get(`/api/snapshots/${aliceSnapshot!.id}`);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({ code: 'NOT_FOUND', message: 'No such snapshot.' });
    expect(await list(bob)).toEqual([]);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await alice.client.get(`/api/snapshots/${id}`)).status).toBe(404);
    }
  });

  it('refuses bad requests, an empty document and anyone without access', async () => {
    for (const body of [{}, { kind: 'daily' }, { kind: 'manual', extra: 1 }, []]) {
      const refused = await alice.client.post('/api/snapshots', body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
    const nothing = await bob.client.post('/api/snapshots', { kind: 'manual' });
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toMatchObject({ code: 'NOTHING_TO_SAVE' });

    const carol = await signedInUser(server, 'snap-carol');
    expect((await carol.client.get('/api/snapshots')).status).toBe(402);
    expect((await carol.client.post('/api/snapshots', { kind: 'manual' })).status).toBe(402);
    expect((await server.client().get('/api/snapshots')).status).toBe(401);
  });

  it(`allows ${SNAPSHOT_REQUESTS_PER_DAY} saved snapshots a day`, async () => {
    const dave = await signedInUser(server, 'snap-dave');
    await putSubscription(server, dave.id);
    await storeEdit(server, dave.id, 'd', 'https://d.example');
    for (let i = 0; i < SNAPSHOT_REQUESTS_PER_DAY; i += 1) {
      expect((await dave.client.post('/api/snapshots', { kind: 'manual' })).status).toBe(201);
    }
    const refused = await dave.client.post('/api/snapshots', { kind: 'manual' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_SNAPSHOTS' });
    // The cap is per kind: a restore can still be made undoable.
    expect((await dave.client.post('/api/snapshots', { kind: 'before-restore' })).status).toBe(201);
  });
});

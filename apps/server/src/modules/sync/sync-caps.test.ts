import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_BUSY_CLOSE, TOO_MANY_CONNECTIONS_CLOSE, userDocumentName } from '@lodestar/core';
import { connectSyncClient, waitFor, type SyncTestClient } from '../../test-support/sync-client';
import { startSyncTestServer, type SyncTestServer } from '../../test-support/sync-server';

let clients: SyncTestClient[] = [];
let server: SyncTestServer | undefined;
afterEach(async () => {
  for (const client of clients) client.destroy();
  clients = [];
  await server?.close();
  server = undefined;
});

function connect(t: SyncTestServer, user: { id: string; cookie: string }) {
  const client = connectSyncClient({ url: t.url, documentName: userDocumentName(user.id), cookie: user.cookie });
  clients.push(client);
  return client;
}

/** The first close the server sends this client with one of the capacity codes. */
function capacityClose(client: SyncTestClient) {
  return new Promise<{ code: number; reason: string }>((resolve) => {
    client.provider.on('close', ({ event }: { event: { code: number; reason: string } }) => {
      if (event.code === TOO_MANY_CONNECTIONS_CLOSE || event.code === SERVER_BUSY_CLOSE) resolve({ code: event.code, reason: event.reason });
    });
  });
}

describe('sync capacity limits', () => {
  it("closes an account's connection past SYNC_MAX_CONNECTIONS_PER_USER with 4429, and admits it once another closes", async () => {
    server = await startSyncTestServer({}, { SYNC_MAX_CONNECTIONS_PER_USER: '2' });
    const user = await server.signUpUser();
    const [first, second] = [connect(server, user), connect(server, user)];
    expect(await first.outcome).toEqual({ synced: true });
    expect(await second.outcome).toEqual({ synced: true });

    const third = connect(server, user);
    expect(await capacityClose(third)).toEqual({ code: TOO_MANY_CONNECTIONS_CLOSE, reason: 'too many connections for this account' });
    // Another account is not affected.
    const other = connect(server, await server.signUpUser());
    expect(await other.outcome).toEqual({ synced: true });

    first.destroy();
    // The provider retries by itself; with a place free it gets in.
    await waitFor(() => third.provider.isSynced, 'the third device to sync once the first closed');
    expect(server.server.sync.openSockets()).toBe(3);
  }, 90_000);

  it('closes the connection past SYNC_MAX_CONNECTIONS_PER_ADDRESS with 4429, whoever it is for', async () => {
    server = await startSyncTestServer({}, { SYNC_MAX_CONNECTIONS_PER_ADDRESS: '2' });
    const users = [await server.signUpUser(), await server.signUpUser(), await server.signUpUser()];
    expect(await connect(server, users[0]!).outcome).toEqual({ synced: true });
    expect(await connect(server, users[1]!).outcome).toEqual({ synced: true });
    expect(await capacityClose(connect(server, users[2]!))).toEqual({
      code: TOO_MANY_CONNECTIONS_CLOSE,
      reason: 'too many connections from this address',
    });
  }, 90_000);

  it('unloads a document when its last connection closes, and refuses a new one past SYNC_MAX_DOCUMENTS with 4503 until then', async () => {
    server = await startSyncTestServer({}, { SYNC_MAX_DOCUMENTS: '1' });
    const [alice, bob] = [await server.signUpUser(), await server.signUpUser()];
    const aliceTabs = [connect(server, alice), connect(server, alice)];
    for (const tab of aliceTabs) expect(await tab.outcome).toEqual({ synced: true });
    expect(server.server.sync.hocuspocus.getDocumentsCount()).toBe(1);

    const bobTab = connect(server, bob);
    expect(await capacityClose(bobTab)).toEqual({ code: SERVER_BUSY_CLOSE, reason: 'server at capacity' });

    for (const tab of aliceTabs) tab.destroy();
    await waitFor(() => server!.server.sync.hocuspocus.documents.get(userDocumentName(alice.id)) === undefined, "alice's document to be unloaded");
    await waitFor(() => bobTab.provider.isSynced, "bob's retry to sync once alice's document was unloaded");
    expect([...server.server.sync.hocuspocus.documents.keys()]).toEqual([userDocumentName(bob.id)]);
  }, 90_000);

  it('while overloaded, answers requests 503 with Retry-After, /healthz 503 with its reason, and closes new sync connections with 4503', async () => {
    const delay = { ms: 0 };
    server = await startSyncTestServer({ eventLoopDelayMs: () => delay.ms }, { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '100' });
    const user = await server.signUpUser();
    const base = server.url.replace('ws://', 'http://').replace('/sync', '');
    const connected = connect(server, user);
    expect(await connected.outcome).toEqual({ synced: true });

    delay.ms = 400;
    const refused = await fetch(`${base}/api/auth/get-session`, { headers: { cookie: user.cookie } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(((await refused.json()) as { code: string }).code).toBe('OVERLOADED');
    // A load balancer stops sending users here (issue 32: it said 200 while the API refused everyone).
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'overloaded', message: 'The server is refusing new work: event loop 400 ms late (limit 100 ms)' });
    const late = connect(server, user);
    expect(await capacityClose(late)).toEqual({ code: SERVER_BUSY_CLOSE, reason: 'server busy' });
    // Connections already open keep syncing: shedding refuses new work only.
    expect(connected.provider.isSynced).toBe(true);

    delay.ms = 0;
    const answered = await fetch(`${base}/api/auth/get-session`, { headers: { cookie: user.cookie } });
    expect(answered.status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await waitFor(() => late.provider.isSynced, 'the refused tab to sync once the server caught up');
  }, 90_000);
});

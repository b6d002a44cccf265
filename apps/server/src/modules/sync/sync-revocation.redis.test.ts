import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDocumentName } from '@lodestar/core';
import { signIn } from '../../test-support/accounts';
import { startRedisPair, type RedisPair } from '../../test-support/redis-pair';
import { connectSyncClient, type SyncTestClient } from '../../test-support/sync-client';

// Issue 32, MEDIUM 2, across instances: the owner signs the other sessions out through one instance while the
// thief's sync socket is open on the other. Both instances cache sessions (5 s), as in production.
describe('a revocation made on one instance', () => {
  let pair: RedisPair;
  const clients: SyncTestClient[] = [];
  beforeAll(async () => {
    pair = await startRedisPair({ SESSION_CACHE_SECONDS: '5' });
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await pair?.close();
  });

  it("closes the revoked session's sync socket on the other instance at once, and keeps it out", async () => {
    const owner = await pair.signUpUser('owner');
    const ownerBrowser = pair.client(0);
    expect((await signIn(ownerBrowser, owner.email)).status).toBe(200);
    const thiefBrowser = pair.client(1);
    expect((await signIn(thiefBrowser, owner.email)).status).toBe(200);
    const thief = connectSyncClient({ url: pair.urls[1]!, documentName: userDocumentName(owner.id), cookie: thiefBrowser.cookieHeader() });
    clients.push(thief);
    expect(await thief.outcome).toEqual({ synced: true });

    const refused = Promise.race([thief.nextRefusal(), new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 4_000))]);
    expect((await ownerBrowser.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    // Within less than the session cache's 5 s: the other instance forgot the session it had cached.
    expect(await refused).toBe('unauthenticated');
  }, 60_000);
});

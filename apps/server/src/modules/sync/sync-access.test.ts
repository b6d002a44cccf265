import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDocumentName } from '@lodestar/core';
import { user as userTable } from '../../db/auth-schema';
import { connectSyncClient } from '../../test-support/sync-client';
import { startSyncTestServer, type SyncTestServer } from '../../test-support/sync-server';

// The server's own wiring: with the paywall on, /sync asks the billing module who has access.
describe('sync server with the subscription enforced', () => {
  let t: SyncTestServer;
  beforeAll(async () => {
    t = await startSyncTestServer({}, { ENFORCE_SUBSCRIPTION: 'true' });
  });
  afterAll(() => t.close());

  it('refuses a signed-in user without a subscription', async () => {
    const { id, cookie } = await t.signUpUser();
    const client = connectSyncClient({ url: t.url, documentName: userDocumentName(id), cookie });
    try {
      expect(await client.outcome).toEqual({ refused: 'no-access' });
    } finally {
      client.destroy();
    }
  });

  it('lets an admin sync without a subscription', async () => {
    const { id, cookie } = await t.signUpUser();
    await t.server.database.db.update(userTable).set({ role: 'admin' }).where(eq(userTable.id, id));
    const client = connectSyncClient({ url: t.url, documentName: userDocumentName(id), cookie });
    try {
      expect(await client.outcome).toEqual({ synced: true });
    } finally {
      client.destroy();
    }
  });
});

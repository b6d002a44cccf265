import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDocumentName } from '@lodestar/core';
import { user as userTable } from '../../db/auth-schema';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { subscription } from '../../db/billing-schema';
import { connectSyncClient, webSocketWithHeaders } from '../../test-support/sync-client';
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

  it("refuses another user's document under every name variant, with or without a session", async () => {
    const victim = await t.signUpUser();
    const attacker = await t.signUpUser();
    for (const { id } of [victim, attacker]) {
      await t.server.database.db.insert(subscription).values({
        id: crypto.randomUUID(),
        userId: id,
        provider: 'sandbox',
        plan: 'monthly',
        status: 'active',
        amountCents: 500,
        currentPeriodStart: new Date(Date.now() - 86_400_000),
        currentPeriodEnd: new Date(Date.now() + 29 * 86_400_000),
      });
    }
    const name = userDocumentName(victim.id);
    const variants = [
      name,
      name.toUpperCase(),
      ` ${name}`,
      `${name} `,
      `${name}/`,
      `${name}\0other-session`,
      encodeURIComponent(name),
      name.replace('user:', 'user%3A'),
      `${name}:${attacker.id}`,
      `user:${victim.id.toLowerCase()}`,
      `user:${victim.id}\n`,
      victim.id,
    ];
    for (const documentName of variants) {
      for (const cookie of [attacker.cookie, undefined]) {
        const client = connectSyncClient({ url: t.url, documentName, cookie });
        try {
          const outcome = await client.outcome;
          expect(outcome, `${JSON.stringify(documentName)} with ${cookie ? "another user's session" : 'no session'}`).toEqual({
            refused: cookie ? 'forbidden' : 'unauthenticated',
          });
        } finally {
          client.destroy();
        }
      }
    }
  });

  it("refuses another user's document asked for on the attacker's own, already authorised socket", async () => {
    const victim = await t.signUpUser();
    const attacker = await t.signUpUser();
    await t.server.database.db.update(userTable).set({ role: 'admin' }).where(eq(userTable.id, attacker.id));
    const socket = new HocuspocusProviderWebsocket({ url: t.url, WebSocketPolyfill: webSocketWithHeaders({ cookie: attacker.cookie }) });
    const own = new HocuspocusProvider({ websocketProvider: socket, name: userDocumentName(attacker.id), document: new Y.Doc() });
    const theirs = new HocuspocusProvider({ websocketProvider: socket, name: userDocumentName(victim.id), document: new Y.Doc() });
    try {
      own.attach();
      await new Promise<void>((resolve) => own.on('synced', () => resolve()));
      const refused = new Promise<string>((resolve) => theirs.on('authenticationFailed', ({ reason }: { reason: string }) => resolve(reason)));
      theirs.attach();
      // Even an admin's session opens only its own document.
      expect(await refused).toBe('forbidden');
      expect(theirs.isSynced).toBe(false);
    } finally {
      own.destroy();
      theirs.destroy();
      socket.destroy();
    }
  });
});

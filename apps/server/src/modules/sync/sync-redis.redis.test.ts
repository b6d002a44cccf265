import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineSection, putRecord, readSection, userDocumentName } from '@lodestar/core';
import { createLogger } from '../../logger';
import { buildServer, type BuiltServer } from '../../server';
import { signUp, uniqueEmail } from '../../test-support/accounts';
import { connectSyncClient, waitFor, type SyncTestClient } from '../../test-support/sync-client';
import { TestClient } from '../../test-support/test-client';
import { testEnv } from '../../test-support/test-server';
import { createTestStorage, type TestStorage } from '../../test-support/test-storage';

// Run by scripts/test-server.mjs only when TEST_REDIS_URL and TEST_DATABASE_URL are set (.ci/run starts
// both): two server instances share one PostgreSQL database and relay live edits through Redis.
const notes = defineSection({
  name: 'wins',
  schema: z.object({}),
  defaults: {},
  collections: { entries: z.object({ text: z.string() }) },
});

describe('two server instances behind REDIS_URL', () => {
  let storage: TestStorage;
  const servers: BuiltServer[] = [];
  const urls: string[] = [];
  const clients: SyncTestClient[] = [];

  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl || !process.env.DATABASE_URL) throw new Error('this test needs REDIS_URL and DATABASE_URL');
    storage = await createTestStorage();
    for (let i = 0; i < 2; i++) {
      const env = testEnv(storage, {
        HOST: '127.0.0.1',
        ENFORCE_SUBSCRIPTION: 'false',
        REDIS_URL: redisUrl,
        // Both instances must accept the same session cookie.
        BETTER_AUTH_SECRET: 'redis-test-secret-redis-test-secret-0123',
      });
      const server = await buildServer(env, createLogger(env));
      const { port } = await server.listen(0, '127.0.0.1');
      servers.push(server);
      urls.push(`ws://127.0.0.1:${port}/sync`);
    }
  });

  afterAll(async () => {
    for (const client of clients) client.destroy();
    for (const server of servers) await server.close();
    await storage?.dispose();
  });

  it('shows an edit made through one instance to a client of the other within seconds', async () => {
    const browser = new TestClient(servers[0]!.app, 'http://localhost:3000', {}, storage.dataDir);
    const response = await signUp(browser, { email: uniqueEmail('redis') });
    expect(response.ok).toBe(true);
    const session = (await (await browser.get('/api/auth/get-session')).json()) as { user: { id: string } };
    const documentName = userDocumentName(session.user.id);
    const cookie = browser.cookieHeader();

    const first = connectSyncClient({ url: urls[0]!, documentName, cookie });
    const second = connectSyncClient({ url: urls[1]!, documentName, cookie });
    clients.push(first, second);
    expect(await first.outcome).toEqual({ synced: true });
    expect(await second.outcome).toEqual({ synced: true });

    putRecord(first.doc, notes, 'entries', 'w1', { text: 'Shipped the redis relay' });
    await waitFor(
      () => readSection(second.doc, notes).entries['w1']?.text === 'Shipped the redis relay',
      'the second instance relays the edit',
    );
  });
});

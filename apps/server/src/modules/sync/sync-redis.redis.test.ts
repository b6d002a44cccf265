import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineSection, putRecord, readSection, userDocumentName } from '@lodestar/core';
import { startRedisPair, type RedisPair } from '../../test-support/redis-pair';
import { connectSyncClient, waitFor, type SyncTestClient } from '../../test-support/sync-client';

// Run by scripts/test-server.mjs only when TEST_REDIS_URL and TEST_DATABASE_URL are set (.ci/run starts
// both): two server instances share one PostgreSQL database and relay live edits through Redis.
const notes = defineSection({
  name: 'wins',
  schema: z.object({}),
  defaults: {},
  collections: { entries: z.object({ text: z.string() }) },
});

describe('two server instances behind REDIS_URL', () => {
  let pair: RedisPair;
  const clients: SyncTestClient[] = [];

  beforeAll(async () => {
    pair = await startRedisPair();
  });

  afterAll(async () => {
    for (const client of clients) client.destroy();
    await pair?.close();
  });

  it('shows an edit made through one instance to a client of the other within seconds', async () => {
    const user = await pair.signUpUser('redis');
    const documentName = userDocumentName(user.id);
    const cookie = user.cookie;

    const first = connectSyncClient({ url: pair.urls[0]!, documentName, cookie });
    const second = connectSyncClient({ url: pair.urls[1]!, documentName, cookie });
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

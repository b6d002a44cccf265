import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineSection, putRecord, readSection, userDocumentName } from '@lodestar/core';
import { freePort, signUpOverHttp, startServerProcess, type ServerProcess } from '../../test-support/server-process';
import { connectSyncClient } from '../../test-support/sync-client';
import { createTestStorage, type TestStorage } from '../../test-support/test-storage';

const wins = defineSection({
  name: 'wins',
  schema: z.object({}),
  defaults: {},
  collections: { entries: z.object({ text: z.string() }) },
});

describe('the server process', () => {
  let storage: TestStorage;
  let running: ServerProcess | undefined;
  beforeAll(async () => {
    storage = await createTestStorage();
  });
  afterAll(async () => {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    await storage.dispose();
  });

  it('stores an edit made right before SIGTERM, and serves it after a restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    running = await startServerProcess(storage, port);

    const { id, cookie } = await signUpOverHttp(base, storage.dataDir, `process-${Date.now()}@example.com`);
    const name = userDocumentName(id);

    const writer = connectSyncClient({ url: `ws://127.0.0.1:${port}/sync`, documentName: name, cookie });
    try {
      expect(await writer.outcome).toEqual({ synced: true });
      putRecord(writer.doc, wins, 'entries', 'sigterm', { text: 'survives SIGTERM' });
      await writer.allSent();
      // At once, before the debounced store (500 ms): the shutdown must still exit cleanly with the edit kept.
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    } finally {
      writer.destroy();
    }
    expect(running.output()).toContain('"msg":"shutting down"');

    running = await startServerProcess(storage, port);
    const reader = connectSyncClient({ url: `ws://127.0.0.1:${port}/sync`, documentName: name, cookie });
    try {
      expect(await reader.outcome).toEqual({ synced: true });
      expect(readSection(reader.doc, wins).entries).toEqual({ sigterm: { text: 'survives SIGTERM' } });
    } finally {
      reader.destroy();
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    }
  }, 120_000);
});

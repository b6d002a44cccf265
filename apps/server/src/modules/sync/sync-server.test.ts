import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { z } from 'zod';
import {
  defineSection,
  DOCUMENT_TOO_LARGE_CLOSE,
  MESSAGE_TOO_BIG_CLOSE,
  putRecord,
  readSection,
  settingsSection,
  SYNC_MESSAGE_LIMIT_BYTES,
  userDocumentName,
  widgetVisibilitySection,
  writeField,
} from '@lodestar/core';
import { connectSyncClient, waitFor, type SyncTestClient } from '../../test-support/sync-client';
import { startSyncTestServer, type SyncTestServer } from '../../test-support/sync-server';
import { createSyncStore } from './sync-store';

const wins = defineSection({
  name: 'wins',
  schema: z.object({}),
  defaults: {},
  collections: { entries: z.object({ text: z.string() }) },
});

let clients: SyncTestClient[] = [];
function connect(...args: Parameters<typeof connectSyncClient>) {
  const client = connectSyncClient(...args);
  clients.push(client);
  return client;
}
afterEach(() => {
  for (const client of clients) client.destroy();
  clients = [];
});

/** A new user of `t`, with a client connected to their document and synced. */
async function signedInClient(t: SyncTestServer) {
  const user = await t.signUpUser();
  const name = userDocumentName(user.id);
  const client = connect({ url: t.url, documentName: name, cookie: user.cookie });
  expect(await client.outcome).toEqual({ synced: true });
  return { user, name, client };
}

describe('sync server: who may connect', () => {
  let t: SyncTestServer;
  let allow = true;
  beforeAll(async () => {
    t = await startSyncTestServer({ canSync: () => allow, sync: { recheckMs: 100 } });
  });
  afterAll(() => t.close());

  it('refuses a connection without a session', async () => {
    const { id } = await t.signUpUser();
    const client = connect({ url: t.url, documentName: userDocumentName(id) });
    expect(await client.outcome).toEqual({ refused: 'unauthenticated' });
  });

  it("refuses a session asking for another user's document", async () => {
    const alice = await t.signUpUser();
    const bob = await t.signUpUser();
    const client = connect({ url: t.url, documentName: userDocumentName(bob.id), cookie: alice.cookie });
    expect(await client.outcome).toEqual({ refused: 'forbidden' });
  });

  it('refuses a user without access, and closes an open connection once access is lost', async () => {
    const user = await t.signUpUser();
    allow = false;
    try {
      const refused = connect({ url: t.url, documentName: userDocumentName(user.id), cookie: user.cookie });
      expect(await refused.outcome).toEqual({ refused: 'no-access' });
      refused.destroy();

      allow = true;
      const client = connect({ url: t.url, documentName: userDocumentName(user.id), cookie: user.cookie });
      expect(await client.outcome).toEqual({ synced: true });
      const next = client.nextRefusal();
      allow = false;
      // The periodic recheck closes the socket; the provider reconnects and is refused.
      expect(await next).toBe('no-access');
    } finally {
      allow = true;
    }
  });

  it('refuses an upgrade from a foreign origin and on any other path', async () => {
    const user = await t.signUpUser();
    const status = (path: string, origin?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(t.url.replace('/sync', path), {
          headers: { cookie: user.cookie, ...(origin ? { origin } : {}) },
        });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', () => undefined);
      });
    expect(await status('/sync', 'https://evil.example')).toBe(403);
    expect(await status('/elsewhere')).toBe(404);
    expect(await status('/sync', 'http://localhost:3000')).toBe(101);
  });
});

describe('sync server: documents', () => {
  let t: SyncTestServer;
  beforeAll(async () => {
    t = await startSyncTestServer();
  });
  afterAll(() => t.close());

  it('makes two clients of the same user converge', async () => {
    const user = await t.signUpUser();
    const name = userDocumentName(user.id);
    const a = connect({ url: t.url, documentName: name, cookie: user.cookie });
    const b = connect({ url: t.url, documentName: name, cookie: user.cookie });
    expect(await a.outcome).toEqual({ synced: true });
    expect(await b.outcome).toEqual({ synced: true });

    putRecord(a.doc, wins, 'entries', 'from-a', { text: 'A' });
    writeField(a.doc, widgetVisibilitySection, 'calendar', true);
    putRecord(b.doc, wins, 'entries', 'from-b', { text: 'B' });
    writeField(b.doc, settingsSection, 'topMenuSettings', { ...settingsSection.defaults.topMenuSettings, showStreak: true });

    const expected = { entries: { 'from-a': { text: 'A' }, 'from-b': { text: 'B' } } };
    const both = () => [a, b].every((c) => Object.keys(readSection(c.doc, wins).entries).length === 2);
    await waitFor(both, 'convergence');
    expect(readSection(a.doc, wins)).toEqual(expected);
    expect(readSection(b.doc, wins)).toEqual(expected);
    await waitFor(() => readSection(b.doc, widgetVisibilitySection).calendar === true, 'visibility on b');
    await waitFor(() => readSection(a.doc, settingsSection).topMenuSettings.showStreak, 'settings on a');
  });

  it('deletes a document: connections closed, rows gone', async () => {
    const user = await t.signUpUser();
    const name = userDocumentName(user.id);
    const client = connect({ url: t.url, documentName: name, cookie: user.cookie });
    await client.outcome;
    putRecord(client.doc, wins, 'entries', 'x', { text: 'x' });
    await client.allSent();
    await t.server.sync.flush();
    const store = createSyncStore(t.server.database.db);
    expect(await store.count(name)).toBeGreaterThan(0);

    const refused = client.nextRefusal();
    await t.server.sync.deleteDocument(user.id);
    expect(await refused).toBe('forbidden');
    await t.server.sync.flush();
    expect(await store.count(name)).toBe(0);
  });
});

describe('sync server: storage', () => {
  it('refuses the connection when the stored document cannot be read, and leaves it intact', async () => {
    const t = await startSyncTestServer();
    try {
      const user = await t.signUpUser();
      const name = userDocumentName(user.id);
      const writer = connect({ url: t.url, documentName: name, cookie: user.cookie });
      await writer.outcome;
      putRecord(writer.doc, wins, 'entries', 'kept', { text: 'precious' });
      await writer.allSent();
      writer.destroy();
      await waitFor(() => !t.server.sync.hocuspocus.documents.has(name), 'the document to be stored and unloaded');
      const store = createSyncStore(t.server.database.db);
      const rowsBefore = await store.count(name);
      expect(rowsBefore).toBeGreaterThan(0);

      // A real database error on the load's read: the table is briefly not there.
      await t.server.database.db.execute(sql`alter table sync_update rename to sync_update_away`);
      const reader = connect({ url: t.url, documentName: name, cookie: user.cookie });
      expect(await reader.outcome).toEqual({ refused: 'unavailable' });
      expect(t.server.sync.hocuspocus.documents.has(name)).toBe(false);
      reader.destroy();
      await t.server.database.db.execute(sql`alter table sync_update_away rename to sync_update`);

      expect(await store.count(name)).toBe(rowsBefore);
      const again = connect({ url: t.url, documentName: name, cookie: user.cookie });
      expect(await again.outcome).toEqual({ synced: true });
      expect(readSection(again.doc, wins).entries).toEqual({ kept: { text: 'precious' } });
    } finally {
      await t.close();
    }
  });

  it('stores an edit before acknowledging it, even with a long store debounce', async () => {
    // A long debounce: the edit can only be in the database at acknowledgement if it was stored first.
    let t = await startSyncTestServer({ sync: { debounceMs: 60_000 } });
    try {
      const { user, name, client } = await signedInClient(t);
      putRecord(client.doc, wins, 'entries', 'late', { text: 'acknowledged means stored' });
      await client.allSent();
      const store = createSyncStore(t.server.database.db);
      expect(await store.count(name)).toBeGreaterThan(0);

      t = await t.restart({});
      client.destroy();
      const reader = connect({ url: t.url, documentName: name, cookie: user.cookie });
      expect(await reader.outcome).toEqual({ synced: true });
      expect(readSection(reader.doc, wins).entries).toEqual({ late: { text: 'acknowledged means stored' } });
    } finally {
      await t.close();
    }
  });

  it('still stores a change made on the server itself (not by a client) through the debounced store', async () => {
    let t = await startSyncTestServer();
    try {
      const user = await t.signUpUser();
      const name = userDocumentName(user.id);
      const direct = await t.server.sync.hocuspocus.openDirectConnection(name);
      await direct.transact((doc) => putRecord(doc, wins, 'entries', 'server', { text: 'written by the server' }));
      await direct.disconnect();
      await t.server.sync.flush();

      t = await t.restart({});
      const reader = connect({ url: t.url, documentName: name, cookie: user.cookie });
      expect(await reader.outcome).toEqual({ synced: true });
      expect(readSection(reader.doc, wins).entries).toEqual({ server: { text: 'written by the server' } });
    } finally {
      await t.close();
    }
  });

  it('closes the connection instead of acknowledging an edit it cannot store, and takes it once it can', async () => {
    let failing = false;
    // The database store, once the server (and its database) exists; the flaky one wraps it.
    const backing: { store?: ReturnType<typeof createSyncStore> } = {};
    const real = () => backing.store!;
    const flaky: ReturnType<typeof createSyncStore> = {
      load: (name) => real().load(name),
      append: async (name, update) => {
        if (failing) throw new Error('disk full');
        return real().append(name, update);
      },
      compact: (name) => real().compact(name),
      count: (name) => real().count(name),
      remove: (name) => real().remove(name),
    };
    const t = await startSyncTestServer({ sync: { store: flaky, debounceMs: 60_000 } });
    backing.store = createSyncStore(t.server.database.db);
    try {
      const { name, client } = await signedInClient(t);
      failing = true;
      const closed = new Promise<void>((resolve) => client.provider.configuration.websocketProvider.on('disconnect', () => resolve()));
      putRecord(client.doc, wins, 'entries', 'retry', { text: 'stored on the second try' });
      await closed;
      expect(client.provider.hasUnsyncedChanges).toBe(true);
      expect(await real().count(name)).toBe(0);

      failing = false;
      // The provider reconnects by itself and sends the change again.
      await client.allSent();
      expect(await real().count(name)).toBeGreaterThan(0);
      const loaded = await real().load(name);
      const check = new Y.Doc();
      Y.applyUpdate(check, loaded.update!);
      expect(readSection(check, wins).entries).toEqual({ retry: { text: 'stored on the second try' } });
    } finally {
      await t.close();
    }
  });

  it('compacts many rows into one and keeps the content', async () => {
    let t = await startSyncTestServer({ sync: { compactAfterRows: 4 } });
    try {
      const { user, name, client } = await signedInClient(t);
      const store = createSyncStore(t.server.database.db);
      const counts: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        putRecord(client.doc, wins, 'entries', `e${i}`, { text: `entry ${i}` });
        if (i === 5) client.doc.getMap('wins/entries').delete('e0');
        await client.allSent();
        await t.server.sync.flush();
        counts.push(await store.count(name));
      }
      // Without compaction this would be 7 rows; it never reaches the threshold.
      expect(Math.max(...counts)).toBeLessThan(4);
      expect(counts).toContain(1);

      t = await t.restart({});
      client.destroy();
      const reader = connect({ url: t.url, documentName: name, cookie: user.cookie });
      expect(await reader.outcome).toEqual({ synced: true });
      expect(Object.keys(readSection(reader.doc, wins).entries).sort()).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
    } finally {
      await t.close();
    }
  });

  it('compacts a document nearing the size limit, keeping none of the deleted content', async () => {
    const t = await startSyncTestServer({ sync: { compactAfterRows: 1_000, compactAfterBytes: 200_000 } });
    try {
      const { name, client } = await signedInClient(t);
      const store = createSyncStore(t.server.database.db);
      const text = (i: number) => `${i}`.padEnd(60_000, '.');
      for (let i = 0; i < 4; i += 1) putRecord(client.doc, wins, 'entries', `a${i}`, { text: text(i) });
      await client.allSent();
      for (let i = 1; i < 4; i += 1) client.doc.getMap('wins/entries').delete(`a${i}`);
      for (let i = 0; i < 5; i += 1) {
        putRecord(client.doc, wins, 'entries', `b${i}`, { text: text(i) });
        await client.allSent();
      }
      await t.server.sync.flush();
      const stored = await store.load(name);
      // Nine entries of 60 KB were written, three deleted: only the six left are stored (rows merged as
      // they are would keep all nine).
      expect(stored.rows).toBeLessThan(4);
      expect(stored.bytes).toBeLessThan(7 * 60_000);
      const check = new Y.Doc();
      Y.applyUpdate(check, stored.update!);
      expect(Object.keys(readSection(check, wins).entries).sort()).toEqual(['a0', 'b0', 'b1', 'b2', 'b3', 'b4']);
    } finally {
      await t.close();
    }
  });

  it('closes a socket that sends a message over the limit with 1009, Message Too Big', async () => {
    const t = await startSyncTestServer();
    try {
      const { name, client } = await signedInClient(t);
      const closed = new Promise<number | undefined>((resolve) =>
        client.provider.on('close', ({ event }: { event: { code?: number } }) => resolve(event.code)),
      );
      putRecord(client.doc, wins, 'entries', 'huge', { text: 'x'.repeat(SYNC_MESSAGE_LIMIT_BYTES) });
      expect(await closed).toBe(MESSAGE_TOO_BIG_CLOSE);
      expect(await createSyncStore(t.server.database.db).count(name)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('refuses, unacknowledged, an update that would take a document past its limit', async () => {
    const t = await startSyncTestServer({ sync: { documentLimitBytes: 150_000 } });
    try {
      const { name, client } = await signedInClient(t);
      for (let i = 0; i < 2; i += 1) putRecord(client.doc, wins, 'entries', `e${i}`, { text: 'x'.repeat(60_000) });
      await client.allSent();
      const closed = new Promise<number | undefined>((resolve) =>
        client.provider.on('close', ({ event }: { event: { code?: number } }) => resolve(event.code)),
      );
      putRecord(client.doc, wins, 'entries', 'e2', { text: 'x'.repeat(60_000) });
      expect(await closed).toBe(DOCUMENT_TOO_LARGE_CLOSE);
      expect(client.provider.hasUnsyncedChanges).toBe(true);
      const check = new Y.Doc();
      Y.applyUpdate(check, (await createSyncStore(t.server.database.db).load(name)).update!);
      expect(Object.keys(readSection(check, wins).entries).sort()).toEqual(['e0', 'e1']);
    } finally {
      await t.close();
    }
  });
});

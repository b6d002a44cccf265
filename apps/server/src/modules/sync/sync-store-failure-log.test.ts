import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createPersistence } from './sync-persistence';
import type { SyncStore } from './sync-store';

// Issue 21 item 10: one failed store wrote the user's whole document to the log (43 lines of 1.5 MB),
// because a failed query's error carries its parameters.
const SECRET = 'my diary entry, never for the log';

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

/** A store that fails as the database does: a DrizzleQueryError whose parameters hold the update. */
function failingStore(): SyncStore {
  const fail = (name: string, update: Uint8Array) => {
    const cause = Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
    throw new DrizzleQueryError('insert into "sync_update" ("document_name", "update") values ($1, $2)', [name, Buffer.from(update)], cause);
  };
  return {
    load: async () => ({ update: null, rows: 0, bytes: 0 }),
    append: async (name: string, update: Uint8Array) => fail(name, update),
    compact: async () => ({ merged: 0, bytes: 0 }),
    count: async () => 0,
    remove: async () => undefined,
  } as unknown as SyncStore;
}

/** A document of about 1.5 MB of the user's text. */
function bigDocument() {
  const doc = new Y.Doc();
  const entries = doc.getMap('wins/entries');
  for (let i = 0; i < 1500; i += 1) entries.set(`e${i}`, `${SECRET} ${'x'.repeat(1000)}`);
  return doc;
}

describe('a failed sync store', () => {
  it('logs the document name and sizes, never its content, on short lines', async () => {
    const { logger, lines } = capturingLogger();
    const persistence = createPersistence({ store: failingStore(), logger, compactAfterRows: 100, compactAfterBytes: 1e9, documentLimitBytes: 1e9 });
    const documentName = 'user:abc';
    const document = new Y.Doc();
    await persistence.onLoadDocument!({ documentName, document } as never);

    // A client's update (beforeSync) and a server-side change (onStoreDocument) both fail to store.
    const update = Y.encodeStateAsUpdate(bigDocument());
    expect(update.byteLength).toBeGreaterThan(1_400_000);
    const connection = { webSocket: { close: () => undefined } };
    await expect(persistence.beforeSync!({ documentName, document, connection, type: 2, payload: update } as never)).rejects.toThrow();
    Y.applyUpdate(document, update);
    const instance = { documents: new Map(), storeDocumentHooks: async () => undefined };
    const stored = persistence.onStoreDocument!({ documentName, document, instance } as never);
    const thrown = await stored.then(() => null, (error: unknown) => error as Error);
    await persistence.onDestroy!({} as never);

    expect(lines.length).toBe(2);
    for (const line of lines) {
      expect(line).not.toContain(SECRET);
      expect(line).not.toContain('xxxxxxxx');
      expect(line.length).toBeLessThan(600);
      expect(JSON.parse(line)).toMatchObject({ documentName, bytes: expect.any(Number), error: { code: '53100', reason: 'could not extend file: No space left on device' } });
    }
    // What Hocuspocus catches (and prints) is short too.
    expect(thrown).toBeInstanceOf(Error);
    expect(JSON.stringify({ message: thrown!.message, ...thrown })).not.toContain(SECRET);
    expect(thrown!.message.length).toBeLessThan(300);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { bookmarksSection, putRecord, settingsSection, widgetVisibilitySection, type BookmarkLink } from '@lodestar/core';
import { readSnapshotForRestore } from './server-snapshots';

const definitions = [bookmarksSection, widgetVisibilitySection, settingsSection];
const link: BookmarkLink = { id: 'a', url: 'https://a.example.com/', title: 'Alpha', period: 'morning', alwaysShow: false, order: 1, createdAt: 1 };

function snapshotBytes(): Uint8Array {
  const doc = new Y.Doc();
  putRecord(doc, bookmarksSection, 'links', 'a', link);
  return Y.encodeStateAsUpdate(doc);
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stand-in for the server's /api/snapshots, recording what the client asked in order. */
function fakeServer(beforeRestore: Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${path}${init.body ? ` ${String(init.body)}` : ''}`);
    if (method === 'POST') return beforeRestore.clone();
    if (path === '/api/snapshots/7') return new Response(new Uint8Array(snapshotBytes()), { headers: { 'content-type': 'application/octet-stream' } });
    return json(404, { code: 'NOT_FOUND', message: 'No such snapshot.' });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('reading a server snapshot for a restore', () => {
  it('reads the snapshot, saves a before-restore snapshot, then gives the snapshot back as a valid backup', async () => {
    const calls = fakeServer(json(201, { snapshot: { id: 8, takenAt: new Date().toISOString(), kind: 'before-restore', sizeBytes: 10 } }));
    const parsed = await readSnapshotForRestore(7, definitions, new Date());
    expect(calls).toEqual(['GET /api/snapshots/7', 'POST /api/snapshots {"kind":"before-restore"}']);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(Object.values(parsed.data.sections.bookmarks?.links ?? {})).toMatchObject([{ title: 'Alpha' }]);
  });

  it('goes on when the server holds nothing yet to keep', async () => {
    fakeServer(json(409, { code: 'NOTHING_TO_SAVE', message: 'There is no synced data on the server to save yet.' }));
    expect((await readSnapshotForRestore(7, definitions, new Date())).ok).toBe(true);
  });

  it('refuses when the current data could not be kept on the server first', async () => {
    const calls = fakeServer(json(429, { code: 'TOO_MANY_SNAPSHOTS', message: 'You have saved the most snapshots allowed in a day (20).' }));
    const parsed = await readSnapshotForRestore(7, definitions, new Date());
    expect(calls).toHaveLength(2);
    expect(parsed).toEqual({
      ok: false,
      errors: [expect.stringContaining('nothing was changed. You have saved the most snapshots allowed in a day (20).')],
    });
  });

  it("refuses a snapshot the server does not give (another user's, or gone), and keeps no copy for it", async () => {
    const calls = fakeServer(json(201, { snapshot: {} }));
    expect(await readSnapshotForRestore(99, definitions, new Date())).toEqual({ ok: false, errors: ['No such snapshot.'] });
    expect(calls).toEqual(['GET /api/snapshots/99']);
  });
});

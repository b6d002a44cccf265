import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { userDocumentName } from '@lodestar/core';
import { syncSnapshot } from '../../db/snapshot-schema';
import type { TestServer } from '../../test-support/test-server';
import { createSyncStore } from '../sync/sync-store';

/** Stores one edit of a user's synced document as the sync server would: one appended Yjs update. */
export async function storeEdit(server: TestServer, userId: string, key: string, value: string | null) {
  const store = createSyncStore(server.server.database.db);
  const doc = new Y.Doc();
  const loaded = await store.load(userDocumentName(userId));
  if (loaded.update) Y.applyUpdate(doc, loaded.update);
  const before = Y.encodeStateVector(doc);
  const map = doc.getMap('bookmarks');
  if (value === null) map.delete(key);
  else map.set(key, value);
  await store.append(userDocumentName(userId), Y.encodeStateAsUpdate(doc, before));
  doc.destroy();
}

/** The bookmarks map of a snapshot's bytes. */
export function bookmarksOf(update: Uint8Array): Record<string, unknown> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  const json = doc.getMap('bookmarks').toJSON();
  doc.destroy();
  return json;
}

/** When each of a user's snapshots was taken, oldest first (ISO strings). */
export async function snapshotTimes(server: TestServer, userId: string): Promise<string[]> {
  const rows = await server.server.database.db
    .select({ takenAt: syncSnapshot.takenAt })
    .from(syncSnapshot)
    .where(eq(syncSnapshot.userId, userId));
  return rows.map((row) => row.takenAt.toISOString()).sort();
}

import { asc, count, eq, inArray } from 'drizzle-orm';
import * as Y from 'yjs';
import type { AppDb } from '../../db/client';
import { syncUpdate } from '../../db/sync-schema';
import { batchedAppend } from './batched-append';

export interface LoadedDocument {
  /** The merge of every stored update, or null for a document never stored. */
  update: Uint8Array | null;
  rows: number;
  /** The stored rows' total size. */
  bytes: number;
}

export interface Compaction {
  /** How many rows were replaced by one (0: nothing to compact). */
  merged: number;
  /** The size of the row that replaced them. */
  bytes: number;
}

/**
 * Append-only storage of Yjs documents. Updates are idempotent and commutative, so storing one twice
 * or out of order loses nothing, and nothing here ever overwrites a stored row.
 */
export interface SyncStore {
  /** Reads every row of the document; throws when the database does (the caller must refuse). */
  load(documentName: string): Promise<LoadedDocument>;
  append(documentName: string, update: Uint8Array): Promise<void>;
  /**
   * Replaces the document's rows by one, in one transaction: the document re-encoded from their merge,
   * which drops the content of deleted entries (only their ids are kept, as Yjs needs).
   */
  compact(documentName: string): Promise<Compaction>;
  count(documentName: string): Promise<number>;
  /** Deletes every row of the document (account deletion). */
  remove(documentName: string): Promise<number>;
}

/**
 * The update as a garbage-collected document encodes it: deleted entries keep only their ids. Updates
 * still waiting for a missing dependency stay in the encoding, so nothing is lost.
 */
function reencode(update: Uint8Array): Uint8Array {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, update);
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}

export function createSyncStore(db: AppDb): SyncStore {
  // Concurrent appends share one insert (group commit); each still resolves once its row is committed.
  const append = batchedAppend(async (rows) => {
    await db.insert(syncUpdate).values(rows);
  });
  return {
    async load(documentName) {
      const rows = await db
        .select({ update: syncUpdate.update })
        .from(syncUpdate)
        .where(eq(syncUpdate.documentName, documentName))
        .orderBy(asc(syncUpdate.id));
      if (rows.length === 0) return { update: null, rows: 0, bytes: 0 };
      const updates = rows.map((row) => row.update);
      const bytes = updates.reduce((sum, update) => sum + update.byteLength, 0);
      return { update: updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates), rows: rows.length, bytes };
    },

    append,

    async compact(documentName) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: syncUpdate.id, update: syncUpdate.update })
          .from(syncUpdate)
          .where(eq(syncUpdate.documentName, documentName))
          .orderBy(asc(syncUpdate.id));
        if (rows.length < 2) return { merged: 0, bytes: rows[0]?.update.byteLength ?? 0 };
        const merged = reencode(Y.mergeUpdates(rows.map((row) => row.update)));
        // Insert before delete: a failure anywhere rolls both back, and rows appended meanwhile by
        // another store are not in `rows`, so they survive.
        await tx.insert(syncUpdate).values({ documentName, update: merged });
        await tx.delete(syncUpdate).where(inArray(syncUpdate.id, rows.map((row) => row.id)));
        return { merged: rows.length, bytes: merged.byteLength };
      });
    },

    async count(documentName) {
      const [row] = await db.select({ n: count() }).from(syncUpdate).where(eq(syncUpdate.documentName, documentName));
      return row?.n ?? 0;
    },

    async remove(documentName) {
      const deleted = await db
        .delete(syncUpdate)
        .where(eq(syncUpdate.documentName, documentName))
        .returning({ id: syncUpdate.id });
      return deleted.length;
    },
  };
}

import { asc, count, eq, inArray } from 'drizzle-orm';
import * as Y from 'yjs';
import type { AppDb } from '../../db/client';
import { syncUpdate } from '../../db/sync-schema';

export interface LoadedDocument {
  /** The merge of every stored update, or null for a document never stored. */
  update: Uint8Array | null;
  rows: number;
}

/**
 * Append-only storage of Yjs documents. Updates are idempotent and commutative, so storing one twice
 * or out of order loses nothing, and nothing here ever overwrites a stored row.
 */
export interface SyncStore {
  /** Reads every row of the document; throws when the database does (the caller must refuse). */
  load(documentName: string): Promise<LoadedDocument>;
  append(documentName: string, update: Uint8Array): Promise<void>;
  /** Replaces the document's rows by their merge, in one transaction. Returns how many rows were merged. */
  compact(documentName: string): Promise<number>;
  count(documentName: string): Promise<number>;
  /** Deletes every row of the document (account deletion). */
  remove(documentName: string): Promise<number>;
}

export function createSyncStore(db: AppDb): SyncStore {
  return {
    async load(documentName) {
      const rows = await db
        .select({ update: syncUpdate.update })
        .from(syncUpdate)
        .where(eq(syncUpdate.documentName, documentName))
        .orderBy(asc(syncUpdate.id));
      if (rows.length === 0) return { update: null, rows: 0 };
      const updates = rows.map((row) => row.update);
      return { update: updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates), rows: rows.length };
    },

    async append(documentName, update) {
      await db.insert(syncUpdate).values({ documentName, update });
    },

    async compact(documentName) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: syncUpdate.id, update: syncUpdate.update })
          .from(syncUpdate)
          .where(eq(syncUpdate.documentName, documentName))
          .orderBy(asc(syncUpdate.id));
        if (rows.length < 2) return 0;
        const merged = Y.mergeUpdates(rows.map((row) => row.update));
        // Insert before delete: a failure anywhere rolls both back, and rows appended meanwhile by
        // another store are not in `rows`, so they survive.
        await tx.insert(syncUpdate).values({ documentName, update: merged });
        await tx.delete(syncUpdate).where(inArray(syncUpdate.id, rows.map((row) => row.id)));
        return rows.length;
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

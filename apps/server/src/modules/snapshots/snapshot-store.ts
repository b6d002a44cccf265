import { and, asc, desc, eq, exists, gt, lt, notExists, notInArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { user } from '../../db/auth-schema';
import { syncSnapshot, type SnapshotKind } from '../../db/snapshot-schema';
import { syncUpdate } from '../../db/sync-schema';

export interface SnapshotSummary {
  id: number;
  takenAt: Date;
  kind: SnapshotKind;
  sizeBytes: number;
}

const summaryColumns = {
  id: syncSnapshot.id,
  takenAt: syncSnapshot.takenAt,
  kind: syncSnapshot.kind,
  sizeBytes: syncSnapshot.sizeBytes,
};

/** The rows of sync_snapshot; every read is scoped to one user, so no query can reach another's. */
export function createSnapshotStore(db: AppDb) {
  return {
    async insert(values: { userId: string; documentName: string; takenAt: Date; kind: SnapshotKind; update: Uint8Array }): Promise<SnapshotSummary> {
      const [row] = await db
        .insert(syncSnapshot)
        .values({ ...values, sizeBytes: values.update.byteLength })
        .returning(summaryColumns);
      return row!;
    },

    /** Newest first. */
    list(userId: string, limit = 200): Promise<SnapshotSummary[]> {
      return db
        .select(summaryColumns)
        .from(syncSnapshot)
        .where(eq(syncSnapshot.userId, userId))
        .orderBy(desc(syncSnapshot.takenAt), desc(syncSnapshot.id))
        .limit(limit);
    },

    async update(userId: string, id: number): Promise<Uint8Array | null> {
      const [row] = await db
        .select({ update: syncSnapshot.update })
        .from(syncSnapshot)
        .where(and(eq(syncSnapshot.userId, userId), eq(syncSnapshot.id, id)))
        .limit(1);
      return row?.update ?? null;
    },

    /** The user's most recently taken snapshot, with its content. */
    async newest(userId: string): Promise<{ takenAt: Date; update: Uint8Array } | null> {
      const [row] = await db
        .select({ takenAt: syncSnapshot.takenAt, update: syncSnapshot.update })
        .from(syncSnapshot)
        .where(eq(syncSnapshot.userId, userId))
        .orderBy(desc(syncSnapshot.takenAt), desc(syncSnapshot.id))
        .limit(1);
      return row ?? null;
    },

    async countSince(userId: string, kind: SnapshotKind, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(syncSnapshot)
        .where(and(eq(syncSnapshot.userId, userId), eq(syncSnapshot.kind, kind), gt(syncSnapshot.takenAt, since)));
      return row?.n ?? 0;
    },

    /**
     * Users whose synced document has stored rows and who have no snapshot taken after `since`: the
     * ones the daily run must look at. The document name is the core's `user:<id>`.
     */
    async dueUsers(since: Date): Promise<string[]> {
      const hasRows = db
        .select({ one: sql`1` })
        .from(syncUpdate)
        .where(eq(syncUpdate.documentName, sql`'user:' || ${user.id}`));
      const recent = db
        .select({ one: sql`1` })
        .from(syncSnapshot)
        .where(and(eq(syncSnapshot.userId, user.id), gt(syncSnapshot.takenAt, since)));
      const rows = await db
        .select({ id: user.id })
        .from(user)
        .where(and(exists(hasRows), notExists(recent)))
        .orderBy(asc(user.id));
      return rows.map((row) => row.id);
    },

    /** Keeps the user's `keep` newest snapshots of this kind and deletes the older ones. */
    async trim(userId: string, kind: SnapshotKind, keep: number): Promise<number> {
      const newest = db
        .select({ id: syncSnapshot.id })
        .from(syncSnapshot)
        .where(and(eq(syncSnapshot.userId, userId), eq(syncSnapshot.kind, kind)))
        .orderBy(desc(syncSnapshot.takenAt), desc(syncSnapshot.id))
        .limit(keep);
      const deleted = await db
        .delete(syncSnapshot)
        .where(and(eq(syncSnapshot.userId, userId), eq(syncSnapshot.kind, kind), notInArray(syncSnapshot.id, newest)))
        .returning({ id: syncSnapshot.id });
      return deleted.length;
    },

    /**
     * Deletes snapshots taken before `before`, except each user's newest one: a document left unchanged
     * for longer than the retention still has its copy (the daily run skips unchanged documents).
     */
    async prune(before: Date): Promise<number> {
      const deleted = await db
        .delete(syncSnapshot)
        .where(
          and(
            lt(syncSnapshot.takenAt, before),
            lt(syncSnapshot.takenAt, sql`(select max(q.taken_at) from sync_snapshot q where q.user_id = ${syncSnapshot.userId})`),
          ),
        )
        .returning({ id: syncSnapshot.id });
      return deleted.length;
    },
  };
}

export type SnapshotStore = ReturnType<typeof createSnapshotStore>;

import { bigserial, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/** Binary Yjs updates; node-postgres reads bytea as Buffer and PGlite as Uint8Array, both Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBufferLike)),
});

export const SNAPSHOT_KINDS = ['daily', 'manual', 'before-restore', 'before-import'] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];

// Copies of a user's synced document taken on the server (daily, on request, before a restore or an import), so
// data wiped on every device can be brought back. Each row is the whole document as one Yjs update
// with deleted content dropped; rows older than 30 days are pruned (modules/snapshots).
export const syncSnapshot = pgTable(
  'sync_snapshot',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    documentName: text('document_name').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: SNAPSHOT_KINDS }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    update: bytea('update').notNull(),
  },
  (table) => [
    index('sync_snapshot_user_taken_idx').on(table.userId, table.takenAt),
    index('sync_snapshot_taken_idx').on(table.takenAt),
  ],
);

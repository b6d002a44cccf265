import { bigserial, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Binary Yjs updates; node-postgres reads bytea as Buffer and PGlite as Uint8Array, both Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBufferLike)),
});

// The user's synced document, stored append-only: each row is a Yjs update and the document is the
// merge of all its rows. Nothing is ever overwritten; compaction replaces rows by their merge in one
// transaction (see modules/sync/sync-store.ts).
export const syncUpdate = pgTable(
  'sync_update',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentName: text('document_name').notNull(),
    update: bytea('update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sync_update_document_idx').on(table.documentName, table.id)],
);

import { customType, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/** Image bytes; node-postgres reads bytea as Buffer and PGlite as Uint8Array, both Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBufferLike)),
});

// A user's own start-page background (modules/backgrounds): one per user, replaced by a new upload, kept as the
// server re-encoded it (WebP, resized, no metadata), removed with the account by the cascade.
export const userBackground = pgTable('user_background', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The least dimming that keeps white text at AA over the image (core's minimumDimForColours). */
  minDim: real('min_dim').notNull(),
  image: bytea('image').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

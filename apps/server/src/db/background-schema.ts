import { integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { bytea } from './bytea';

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

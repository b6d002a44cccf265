import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { bytea } from './bytea';

// A user's profile picture (modules/avatars): one per user, replaced by a new upload, kept as the server
// re-encoded it (a small WebP square, no metadata), removed with the account by the cascade. Its version is
// copied to user.avatar_version in the same transaction.
export const userAvatar = pgTable('user_avatar', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  contentType: text('content_type').notNull(),
  image: bytea('image').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

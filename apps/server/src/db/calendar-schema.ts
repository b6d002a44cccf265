import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/**
 * A user's linked calendar accounts (Google, CalDAV, ICS feeds), kept on the server so no token ever
 * reaches the browser. The secrets are sealed with AES-256-GCM (lib/secret-box.ts, key
 * CALENDAR_ENCRYPTION_KEY): `secret` holds the Google refresh token or the CalDAV password, `access_token`
 * Google's short-lived access token. A user's deletion removes their accounts.
 */
export const calendarAccount = pgTable(
  'calendar_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['google', 'caldav', 'ics'] }).notNull(),
    label: text('label').notNull(),
    email: text('email'),
    /** The CalDAV server or ICS feed address (user-supplied: fetched only through the guarded fetch). */
    url: text('url'),
    username: text('username'),
    secret: text('secret'),
    accessToken: text('access_token'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calendar_account_user_id_idx').on(table.userId)],
);

export type CalendarAccountRow = typeof calendarAccount.$inferSelect;

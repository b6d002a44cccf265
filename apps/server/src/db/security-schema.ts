import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the rate limits (sign-in failures, sign-in links, sign-ups), in the database so a limit
 * holds across restarts and across instances that share it. One row per key and fixed window.
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_window_ends_idx').on(table.windowEnds)],
);

import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action, who did it and to whom. No foreign keys: the log outlives deleted accounts, so
 * the emails are copied in. actor_user_id is null for the command line and the ADMIN_EMAILS setting,
 * whose actor_email says which ('cli', 'ADMIN_EMAILS').
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetUserId: text('target_user_id'),
    targetEmail: text('target_email'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_created_at_idx').on(table.createdAt),
    index('admin_audit_target_user_id_idx').on(table.targetUserId),
  ],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;

import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

// The run log of each agent (spec: time, status, duration, error), kept for the last 100 runs per
// user and agent. Agents themselves live in the user's synced document; only what the server does is here.
export const agentRun = pgTable(
  'agent_run',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['success', 'error'] }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    httpStatus: integer('http_status'),
    error: text('error'),
  },
  (table) => [index('agent_run_user_agent_idx').on(table.userId, table.agentId, table.id)],
);

// Header values the user marked secret, sealed with SECRETS_KEY (AES-256-GCM): one sealed JSON object of
// header name -> value per user and agent. Never sent back to the browser, only the names.
export const agentSecret = pgTable(
  'agent_secret',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    sealedHeaders: text('sealed_headers').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.agentId] })],
);

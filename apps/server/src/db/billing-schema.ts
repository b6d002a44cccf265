import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/**
 * One subscription per user: the latest provider state the server accepted (see shouldApplySnapshot).
 * Admin grants live here too, with provider 'admin' and no provider ids.
 */
export const subscription = pgTable(
  'subscription',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'sandbox', 'admin'] }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    plan: text('plan', { enum: ['monthly', 'yearly', 'trial', 'lifetime'] }).notNull(),
    status: text('status', {
      enum: ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'],
    }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    // null: no end (a lifetime grant)
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    grantedByAdmin: boolean('granted_by_admin').notNull().default(false),
    amountCents: integer('amount_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // when the provider was in the stored state: orders late and replayed webhooks
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscription_user_id_idx').on(table.userId),
    index('subscription_customer_idx').on(table.providerCustomerId),
  ],
);

/** Webhook events already processed: each provider event id is handled once. */
export const paymentEvent = pgTable(
  'payment_event',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_event_event_id_idx').on(table.provider, table.eventId)],
);

/** A checkout the server started, so a confirmation is tied to the user who started it. */
export const checkoutSession = pgTable(
  'checkout_session',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    providerSessionId: text('provider_session_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('checkout_session_user_id_idx').on(table.userId)],
);

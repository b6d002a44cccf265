import { sql } from 'drizzle-orm';
import type { GrantPeriod } from '@lodestar/core';
import { subscription } from '../../db/billing-schema';
import type { Executor } from '../billing/billing-store';

/** Serialises writers of one user's subscription row, as the billing snapshot writer does. */
export async function lockSubscriptionRow(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
}

/**
 * Gives a user a free period: their one subscription row becomes an admin grant (provider 'admin',
 * no provider ids, nothing charged). Call inside a transaction holding lockSubscriptionRow.
 */
export async function writeAdminGrant(tx: Executor, userId: string, period: GrantPeriod, now: Date): Promise<void> {
  const values = {
    provider: 'admin' as const,
    providerCustomerId: null,
    providerSubscriptionId: null,
    plan: period.plan,
    status: 'active' as const,
    currentPeriodStart: now,
    currentPeriodEnd: period.currentPeriodEnd,
    cancelAtPeriodEnd: false,
    grantedByAdmin: true,
    amountCents: 0,
    updatedAt: now,
    sourceUpdatedAt: now,
  };
  await tx
    .insert(subscription)
    .values({ id: crypto.randomUUID(), userId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: subscription.userId, set: values });
}

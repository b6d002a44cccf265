import {
  centsToDollars,
  daysRemaining,
  formatBillingDate,
  isFinalStatus,
  type SubscriptionView,
} from '@lodestar/core';
import type { SubscriptionRow } from './billing-store';

export type { SubscriptionView };

/** Whether a stored row is still a current plan: not ended, its period not over. */
export function isCurrent(row: SubscriptionRow | undefined, now: Date): row is SubscriptionRow {
  if (!row || isFinalStatus(row.status)) return false;
  return row.currentPeriodEnd === null || row.currentPeriodEnd.getTime() > now.getTime();
}

export function toSubscriptionView(row: SubscriptionRow | undefined, now: Date): SubscriptionView | null {
  if (!isCurrent(row, now)) return null;
  const periodEnd = row.currentPeriodEnd ? Math.floor(row.currentPeriodEnd.getTime() / 1000) : null;
  return {
    plan: row.plan,
    status: row.cancelAtPeriodEnd ? 'cancelled' : 'active',
    providerStatus: row.status,
    nextBillingDate: row.currentPeriodEnd ? formatBillingDate(row.currentPeriodEnd) : null,
    periodEnd,
    amount: centsToDollars(row.amountCents),
    daysRemaining: periodEnd === null ? null : daysRemaining(periodEnd, now.getTime()),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    grantedByAdmin: row.grantedByAdmin,
    source: row.provider,
    canManageBilling: row.provider !== 'admin' && row.providerCustomerId !== null,
  };
}

import {
  centsToDollars,
  daysRemaining,
  formatBillingDate,
  isFinalStatus,
  type SubscriptionPlanId,
  type SubscriptionStatus,
} from '@lodestar/core';
import type { SubscriptionRow } from './billing-store';

/** The Subscription panel's current plan, as GET /api/billing/status answers it. */
export interface SubscriptionView {
  plan: SubscriptionPlanId;
  /** The panel's sense: 'cancelled' once renewal is switched off, though access lasts to the period end. */
  status: 'active' | 'cancelled';
  /** The provider's status (active, trialing, past_due, ...). */
  providerStatus: SubscriptionStatus;
  /** 'December 5, 2026'; null for a grant without an end. */
  nextBillingDate: string | null;
  /** Epoch seconds; null for a grant without an end. */
  periodEnd: number | null;
  /** Dollars: 5 or 50. */
  amount: number;
  daysRemaining: number | null;
  cancelAtPeriodEnd: boolean;
  grantedByAdmin: boolean;
  source: 'stripe' | 'sandbox' | 'admin';
  /** Whether POST /portal can open a billing portal for it. */
  canManageBilling: boolean;
}

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

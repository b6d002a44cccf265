import type { SubscriptionStatus } from './access';
import type { SubscriptionPlanId } from './plans';

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

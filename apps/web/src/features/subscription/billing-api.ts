import type { AccessReason, PaidPlanId, SubscriptionPlanId, SubscriptionStatus } from '@lodestar/core';
import { api } from '../../lib/api';

/** The current plan as GET /api/billing/status describes it (the server's SubscriptionView). */
export interface SubscriptionView {
  plan: SubscriptionPlanId;
  /** 'cancelled' once renewal is switched off; access lasts to the period end. */
  status: 'active' | 'cancelled';
  providerStatus: SubscriptionStatus;
  /** 'December 5, 2026'; null for a grant without an end. */
  nextBillingDate: string | null;
  periodEnd: number | null;
  /** Dollars. */
  amount: number;
  daysRemaining: number | null;
  cancelAtPeriodEnd: boolean;
  grantedByAdmin: boolean;
  source: 'stripe' | 'sandbox' | 'admin';
  canManageBilling: boolean;
}

export interface BillingStatus {
  allowed: boolean;
  reason: AccessReason;
  enforce: boolean;
  provider: 'stripe' | 'sandbox';
  /** Whether a checkout can start on this server. */
  configured: boolean;
  publishableKey?: string;
  subscription: SubscriptionView | null;
}

export interface ConfirmResult extends BillingStatus {
  checkoutStatus: 'open' | 'complete' | 'expired';
}

const BILLING = '/api/billing';

export const fetchBillingStatus = (signal?: AbortSignal) => api<BillingStatus>(`${BILLING}/status`, { signal });

export const startCheckout = (plan: PaidPlanId) =>
  api<{ url: string; sessionId: string }>(`${BILLING}/checkout`, { method: 'POST', body: { plan } });

/** Asks the server to check with the provider whether this checkout was paid; the redirect alone proves nothing. */
export const confirmCheckout = (sessionId: string, signal?: AbortSignal) =>
  api<ConfirmResult>(`${BILLING}/confirm`, { method: 'POST', body: { sessionId }, signal });

export const cancelRenewal = () => api<BillingStatus>(`${BILLING}/cancel`, { method: 'POST', body: {} });
export const resumeRenewal = () => api<BillingStatus>(`${BILLING}/resume`, { method: 'POST', body: {} });
export const unsubscribeNow = () => api<BillingStatus>(`${BILLING}/unsubscribe`, { method: 'POST', body: {} });

export const openBillingPortal = (returnUrl: string) =>
  api<{ url: string }>(`${BILLING}/portal`, { method: 'POST', body: { returnUrl } });

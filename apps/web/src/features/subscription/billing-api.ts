import type { AccessReason, PaidPlanId, SubscriptionView } from '@lodestar/core';
import { api } from '../../lib/api';

export type { SubscriptionView };

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

/** Moves a paying subscription to the other plan; the provider prorates. Answers with the fresh status. */
export const changePlan = (plan: PaidPlanId) => api<BillingStatus>(`${BILLING}/change-plan`, { method: 'POST', body: { plan } });

export const openBillingPortal = (returnUrl: string) =>
  api<{ url: string }>(`${BILLING}/portal`, { method: 'POST', body: { returnUrl } });

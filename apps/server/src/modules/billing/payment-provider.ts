import type { PaidPlanId, SubscriptionStatus } from '@lodestar/core';

export type ProviderName = 'stripe' | 'sandbox';

/** A provider's subscription as read from it; times in epoch seconds, as providers report them. */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  status: SubscriptionStatus;
  priceId: string | null;
  /** The plan the price stands for; null when the provider reports a price this server does not sell. */
  plan: PaidPlanId | null;
  unitAmount: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** The user id the server wrote into the subscription's metadata when it started the checkout. */
  userId: string | null;
}

export interface ProviderCheckoutSession {
  id: string;
  status: 'complete' | 'open' | 'expired';
  subscriptionId: string | null;
  customerId: string | null;
  clientReferenceId: string | null;
}

interface EventBase {
  id: string;
  /** The provider's own event type, as recorded in payment_event. */
  type: string;
  /** Epoch seconds when the provider created the event. */
  created: number;
}

/** A verified webhook event, reduced to what the billing service acts on. */
export type BillingEvent =
  | (EventBase & {
      kind: 'checkout-completed';
      session: ProviderCheckoutSession;
      /** Present when the event itself carries the subscription (the sandbox); else it is read from the provider. */
      subscription?: ProviderSubscription;
    })
  | (EventBase & { kind: 'subscription-changed'; subscription: ProviderSubscription })
  | (EventBase & { kind: 'invoice-paid'; subscriptionId: string })
  | (EventBase & { kind: 'ignored' });

export interface CheckoutUser {
  id: string;
  email: string;
  name: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * successUrl may hold the literal {CHECKOUT_SESSION_ID}, which the provider replaces with the session id.
   * customerId reuses the customer of an earlier checkout; the answer names the customer used.
   */
  createCheckoutSession(input: {
    user: CheckoutUser;
    plan: PaidPlanId;
    successUrl: string;
    cancelUrl: string;
    customerId?: string | null;
  }): Promise<{ id: string; url: string; customerId: string | null }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(id: string): Promise<ProviderSubscription>;
  resume(id: string): Promise<ProviderSubscription>;
  cancelNow(id: string): Promise<ProviderSubscription>;
  /**
   * Moves a subscription to the other plan's price. The provider prorates as it does for any change
   * (Stripe: the interval changes, so a new period starts now and the unused time is credited).
   * Throws PlanChangeNotPaidError when the provider could not take the payment the change needs.
   */
  changePlan(id: string, plan: PaidPlanId): Promise<ProviderSubscription>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Verifies and parses a webhook; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: string | Uint8Array, headers: Headers): BillingEvent;
}

export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

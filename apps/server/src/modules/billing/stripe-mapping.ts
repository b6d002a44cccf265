import type Stripe from 'stripe';
import { planForInterval, subscriptionStatusSchema, type PaidPlanId } from '@lodestar/core';
import type { BillingEvent, ProviderCheckoutSession, ProviderSubscription } from './payment-provider';

export interface StripePrices {
  monthly: string;
  yearly: string;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

// Accounts pinned to API versions before 2025-03-31 report the period on the subscription itself;
// later ones on each item. Both are read so a webhook from either shape is understood.
type LooseSubscription = Stripe.Subscription & { current_period_start?: number; current_period_end?: number };

export function toProviderSubscription(subscription: Stripe.Subscription, prices: StripePrices): ProviderSubscription {
  const loose = subscription as LooseSubscription;
  const item = subscription.items?.data?.[0];
  const price = item?.price;
  const priceId = price?.id ?? null;
  const byId: PaidPlanId | null = priceId === prices.monthly ? 'monthly' : priceId === prices.yearly ? 'yearly' : null;
  const status = subscriptionStatusSchema.safeParse(subscription.status);
  const start = item?.current_period_start ?? loose.current_period_start;
  const end = item?.current_period_end ?? loose.current_period_end;
  if (start === undefined || end === undefined) throw new Error(`subscription ${subscription.id} has no billing period`);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    // an unknown future status grants nothing
    status: status.success ? status.data : 'incomplete',
    priceId,
    plan: byId ?? planForInterval(price?.recurring?.interval) ?? null,
    unitAmount: price?.unit_amount ?? 0,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    userId: subscription.metadata?.userId ?? null,
  };
}

export function toCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    clientReferenceId: session.client_reference_id ?? null,
  };
}

type LooseInvoice = Stripe.Invoice & { subscription?: string | { id: string } | null };

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  return idOf(fromParent ?? (invoice as LooseInvoice).subscription ?? null);
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

/** Reduces a verified Stripe event to what the billing service acts on. */
export function toBillingEvent(event: Stripe.Event, prices: StripePrices): BillingEvent {
  const base = { id: event.id, type: event.type, created: event.created };
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode !== 'subscription') return { ...base, kind: 'ignored' };
    const expanded = typeof session.subscription === 'object' && session.subscription ? session.subscription : null;
    return {
      ...base,
      kind: 'checkout-completed',
      session: toCheckoutSession(session),
      ...(expanded ? { subscription: toProviderSubscription(expanded, prices) } : {}),
    };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    return {
      ...base,
      kind: 'subscription-changed',
      subscription: toProviderSubscription(event.data.object as Stripe.Subscription, prices),
    };
  }
  if (event.type === 'invoice.paid') {
    const subscriptionId = invoiceSubscriptionId(event.data.object as Stripe.Invoice);
    return subscriptionId ? { ...base, kind: 'invoice-paid', subscriptionId } : { ...base, kind: 'ignored' };
  }
  return { ...base, kind: 'ignored' };
}

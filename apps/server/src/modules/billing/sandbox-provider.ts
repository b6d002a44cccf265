import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addBillingInterval, PLANS } from '@lodestar/core';
import type { AppDb } from '../../db/client';
import { checkoutSession, subscription } from '../../db/billing-schema';
import type { Env } from '../../env';
import { ProviderNotFoundError, WebhookSignatureError } from './billing-errors';
import type { CheckoutSessionRow, SubscriptionRow } from './billing-store';
import type { BillingEvent, PaymentProvider, ProviderSubscription } from './payment-provider';

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function toSnapshot(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.providerSubscriptionId!,
    customerId: row.providerCustomerId,
    status: row.status,
    priceId: `price_sandbox_${row.plan}`,
    plan: row.plan === 'monthly' || row.plan === 'yearly' ? row.plan : null,
    unitAmount: row.amountCents,
    currentPeriodStart: seconds(row.currentPeriodStart ?? row.createdAt),
    currentPeriodEnd: seconds(row.currentPeriodEnd ?? row.createdAt),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    userId: row.userId,
  };
}

/**
 * The embedded payment provider: checkout sessions are the server's own checkout_session rows and a
 * subscription is its stored row. Its changes come back as snapshots that the billing service stores
 * through the same code as Stripe's.
 */
export function createSandboxProvider(db: AppDb, env: Env, now: () => Date = () => new Date()): PaymentProvider {
  async function stored(id: string): Promise<SubscriptionRow> {
    const [row] = await db
      .select()
      .from(subscription)
      .where(and(eq(subscription.provider, 'sandbox'), eq(subscription.providerSubscriptionId, id)))
      .limit(1);
    if (!row) throw new ProviderNotFoundError(`no sandbox subscription ${id}`);
    return row;
  }

  return {
    name: 'sandbox',
    async createCheckoutSession({ customerId }) {
      const id = sandboxId('cs');
      return { id, url: `${env.BASE_URL}/sandbox/checkout/${id}`, customerId: customerId ?? sandboxId('cus') };
    },
    async retrieveCheckoutSession(id) {
      const [row] = await db
        .select()
        .from(checkoutSession)
        .where(and(eq(checkoutSession.provider, 'sandbox'), eq(checkoutSession.providerSessionId, id)))
        .limit(1);
      if (!row) throw new ProviderNotFoundError(`no sandbox checkout ${id}`);
      return {
        id,
        status: row.status,
        subscriptionId: row.providerSubscriptionId,
        customerId: row.providerCustomerId,
        clientReferenceId: row.userId,
      };
    },
    retrieveSubscription: async (id) => toSnapshot(await stored(id)),
    cancelAtPeriodEnd: async (id) => ({ ...toSnapshot(await stored(id)), cancelAtPeriodEnd: true }),
    resume: async (id) => ({ ...toSnapshot(await stored(id)), cancelAtPeriodEnd: false }),
    cancelNow: async (id) => ({ ...toSnapshot(await stored(id)), status: 'canceled' }),
    // As Stripe does when the interval changes: a new period of the new plan starts now (nothing is charged here).
    async changePlan(id, plan) {
      const start = now();
      return {
        ...toSnapshot(await stored(id)),
        plan,
        priceId: `price_sandbox_${plan}`,
        unitAmount: PLANS[plan].amountCents,
        currentPeriodStart: seconds(start),
        currentPeriodEnd: seconds(addBillingInterval(start, PLANS[plan].interval)),
      };
    },
    async createPortalSession({ returnUrl }) {
      return { url: `${env.BASE_URL}/sandbox/portal?return_url=${encodeURIComponent(returnUrl)}` };
    },
    parseWebhook() {
      throw new WebhookSignatureError('the sandbox sends no webhooks');
    },
  };
}

/**
 * What a paid sandbox checkout amounts to: the event Stripe would send for it, carrying a subscription
 * whose first period starts now and lasts one month or one year.
 */
export function sandboxPaymentEvent(
  row: CheckoutSessionRow,
  ids: { subscriptionId: string; customerId: string },
  now: Date,
): BillingEvent {
  const plan = PLANS[row.plan];
  const subscriptionSnapshot: ProviderSubscription = {
    id: ids.subscriptionId,
    customerId: ids.customerId,
    status: 'active',
    priceId: `price_sandbox_${row.plan}`,
    plan: row.plan,
    unitAmount: plan.amountCents,
    currentPeriodStart: seconds(now),
    currentPeriodEnd: seconds(addBillingInterval(now, plan.interval)),
    cancelAtPeriodEnd: false,
    userId: row.userId,
  };
  return {
    id: sandboxId('evt'),
    type: 'checkout.session.completed',
    created: seconds(now),
    kind: 'checkout-completed',
    session: {
      id: row.providerSessionId,
      status: 'complete',
      subscriptionId: ids.subscriptionId,
      customerId: ids.customerId,
      clientReferenceId: row.userId,
    },
    subscription: subscriptionSnapshot,
  };
}

import Stripe from 'stripe';
import type { Env } from '../../env';
import { PlanChangeNotPaidError, ProviderNotFoundError, WebhookSignatureError } from './billing-errors';
import type { PaymentProvider } from './payment-provider';
import { toBillingEvent, toCheckoutSession, toProviderSubscription, type StripePrices } from './stripe-mapping';

/** The Stripe client; STRIPE_API_BASE points it at another host (a local fake in tests). */
export function createStripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    timeout: 20_000,
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');

async function orNotFound<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isMissing(error)) throw new ProviderNotFoundError((error as Error).message);
    throw error;
  }
}

export function createStripeProvider(env: Env, client: Stripe = createStripeClient(env)): PaymentProvider {
  if (!env.STRIPE_PRICE_MONTHLY || !env.STRIPE_PRICE_YEARLY) throw new Error('Stripe prices are not set');
  const prices: StripePrices = { monthly: env.STRIPE_PRICE_MONTHLY, yearly: env.STRIPE_PRICE_YEARLY };
  const subscription = (value: Stripe.Subscription) => toProviderSubscription(value, prices);

  return {
    name: 'stripe',

    async createCheckoutSession({ user, plan, successUrl, cancelUrl, customerId }) {
      const customer =
        customerId ?? (await client.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } })).id;
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: prices[plan], quantity: 1 }],
        customer,
        client_reference_id: user.id,
        metadata: { userId: user.id, plan },
        subscription_data: { metadata: { userId: user.id, plan } },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      return { id: session.id, url: session.url, customerId: customer };
    },

    retrieveCheckoutSession: (id) => orNotFound(async () => toCheckoutSession(await client.checkout.sessions.retrieve(id))),
    retrieveSubscription: (id) => orNotFound(async () => subscription(await client.subscriptions.retrieve(id))),
    cancelAtPeriodEnd: (id) =>
      orNotFound(async () => subscription(await client.subscriptions.update(id, { cancel_at_period_end: true }))),
    resume: (id) => orNotFound(async () => subscription(await client.subscriptions.update(id, { cancel_at_period_end: false }))),
    cancelNow: (id) => orNotFound(async () => subscription(await client.subscriptions.cancel(id))),

    changePlan: (id, plan) =>
      orNotFound(async () => {
        const current = await client.subscriptions.retrieve(id);
        const item = current.items.data[0];
        if (!item) throw new Error(`subscription ${id} has no item to change`);
        // Stripe computes the proration; an interval change bills at once. 'pending_if_incomplete'
        // applies the new price only once that invoice is paid, so a declined card changes nothing.
        const updated = await client.subscriptions.update(id, {
          items: [{ id: item.id, price: prices[plan] }],
          proration_behavior: 'create_prorations',
          payment_behavior: 'pending_if_incomplete',
        });
        if (updated.pending_update) throw new PlanChangeNotPaidError(`subscription ${id}: the change awaits payment`);
        return subscription(updated);
      }),

    async createPortalSession({ customerId, returnUrl }) {
      const session = await client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    parseWebhook(rawBody, headers) {
      if (!env.STRIPE_WEBHOOK_SECRET) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, env.STRIPE_WEBHOOK_SECRET);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return toBillingEvent(event, prices);
    },
  };
}

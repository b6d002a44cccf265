import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { paymentEvent } from '../../db/billing-schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { startFakeStripe, type FakeStripe } from './test-support/fake-stripe-server';
import {
  json,
  postWebhook,
  signedInUser,
  storedSubscription,
  stripeEnv,
  stripeEvent,
  subscriptionEvent,
  WEBHOOK_SECRET,
  type SignedInUser,
} from './test-support/billing-fixtures';

let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer(stripeEnv(fake));
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const now = () => Math.floor(Date.now() / 1000);

/** A user who paid on Stripe's page; nothing is recorded on the server until a webhook or confirm says so. */
async function paidOnStripe(buyer: SignedInUser) {
  const { sessionId } = await json<{ sessionId: string }>(await buyer.client.post('/api/billing/checkout', { plan: 'monthly' }));
  return { sessionId, sub: fake.completeCheckout(sessionId) };
}

async function subscribed() {
  const buyer = await signedInUser(server);
  const { sessionId, sub } = await paidOnStripe(buyer);
  const ok = await postWebhook(server, stripeEvent('checkout.session.completed', fake.sessions.get(sessionId)));
  expect(ok.status).toBe(200);
  return { buyer, sub };
}

describe('Stripe webhooks', () => {
  it('records the subscription from checkout.session.completed, without the browser', async () => {
    const { buyer, sub } = await subscribed();
    expect(await storedSubscription(server, buyer.id)).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: sub.id,
      providerCustomerId: sub.customer,
      status: 'active',
      plan: 'monthly',
      amountCents: 500,
    });
    expect((await buyer.client.get('/api/data/ping')).status).toBe(200);
  });

  it('refuses a forged or tampered webhook with 400 and changes nothing', async () => {
    const buyer = await signedInUser(server);
    const { sessionId } = await paidOnStripe(buyer);
    const event = stripeEvent('checkout.session.completed', fake.sessions.get(sessionId));

    const forged = await postWebhook(server, event, 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    expect(await json(forged)).toEqual({ code: 'INVALID_SIGNATURE', message: 'Webhook signature verification failed' });

    const unsigned = await server.app.request('/api/billing/webhook', { method: 'POST', body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);

    // A valid signature over one body does not cover another.
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: WEBHOOK_SECRET });
    const tampered = await server.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': header },
      body: JSON.stringify({ ...event, data: { object: { ...event.data.object, client_reference_id: 'someone-else' } } }),
    });
    expect(tampered.status).toBe(400);
    expect(await storedSubscription(server, buyer.id)).toBeUndefined();
  });

  it('processes a replayed event once: the replay changes nothing', async () => {
    const { buyer, sub } = await subscribed();
    const paid = stripeEvent('invoice.paid', {
      id: 'in_test_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: {} } },
    });
    expect(await json(await postWebhook(server, paid))).toEqual({ received: true, duplicate: false });

    // Stripe's state moves on; a replay of the old invoice event must not re-read and re-apply anything.
    fake.subscriptions.get(sub.id)!.status = 'past_due';
    const reads = () => fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${sub.id}`).length;
    const readsBefore = reads();
    expect(await json(await postWebhook(server, paid))).toEqual({ received: true, duplicate: true });
    expect(reads()).toBe(readsBefore);
    expect((await storedSubscription(server, buyer.id))?.status).toBe('active');
    const recorded = await server.server.database.db
      .select()
      .from(paymentEvent)
      .where(and(eq(paymentEvent.provider, 'stripe'), eq(paymentEvent.eventId, paid.id)));
    expect(recorded).toHaveLength(1);
  });

  it('ends canceled when customer.subscription.deleted arrives before an older updated', async () => {
    const { buyer, sub } = await subscribed();
    const t = now();
    const deleted = subscriptionEvent('customer.subscription.deleted', { ...sub, status: 'canceled', canceled_at: t + 20 }, t + 20);
    const olderUpdate = subscriptionEvent('customer.subscription.updated', { ...sub, cancel_at_period_end: true }, t + 10);
    expect((await postWebhook(server, deleted)).status).toBe(200);
    expect((await postWebhook(server, olderUpdate)).status).toBe(200);
    expect(await storedSubscription(server, buyer.id)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    // Not even a later-stamped live snapshot of the same subscription brings it back.
    await postWebhook(server, subscriptionEvent('customer.subscription.updated', sub, t + 30));
    expect((await storedSubscription(server, buyer.id))?.status).toBe('canceled');
    expect((await buyer.client.get('/api/data/ping')).status).toBe(402);
    expect(await json(await buyer.client.get('/api/billing/status'))).toMatchObject({ allowed: false, subscription: null });
  });

  it('applies a renewal and ignores a late event from the previous period', async () => {
    const { buyer, sub } = await subscribed();
    const item = sub.items.data[0]!;
    const renewed = structuredClone(sub);
    renewed.items.data[0]!.current_period_start = item.current_period_end;
    renewed.items.data[0]!.current_period_end = item.current_period_end + 30 * 86_400;
    const t = now();
    await postWebhook(server, subscriptionEvent('customer.subscription.updated', renewed, t + 5));
    // Stamped later, but about the period before: it loses.
    await postWebhook(server, subscriptionEvent('customer.subscription.updated', { ...sub, status: 'past_due' }, t + 10));
    const row = await storedSubscription(server, buyer.id);
    expect(row?.status).toBe('active');
    expect(row?.currentPeriodEnd?.getTime()).toBe((item.current_period_end + 30 * 86_400) * 1000);
  });

  it('takes a cancellation made in the billing portal', async () => {
    const { buyer, sub } = await subscribed();
    await postWebhook(server, subscriptionEvent('customer.subscription.updated', { ...sub, cancel_at_period_end: true }, now() + 1));
    expect(await json(await buyer.client.get('/api/billing/status'))).toMatchObject({
      allowed: true,
      subscription: { status: 'cancelled', cancelAtPeriodEnd: true },
    });
  });

  it('finds the user of a subscription event that arrives before the checkout event', async () => {
    const buyer = await signedInUser(server);
    const { sub } = await paidOnStripe(buyer);
    expect((await postWebhook(server, subscriptionEvent('customer.subscription.created', sub))).status).toBe(200);
    expect((await storedSubscription(server, buyer.id))?.providerSubscriptionId).toBe(sub.id);
  });

  it('acknowledges events it does not act on', async () => {
    const response = await postWebhook(server, stripeEvent('charge.succeeded', { id: 'ch_1', object: 'charge' }));
    expect(await json(response)).toEqual({ received: true, duplicate: false });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BASE_URL, type TestServer } from '../../test-support/test-server';
import { startFakeStripe, type FakeStripe } from './test-support/fake-stripe-server';
import { json, signedInUser, storedSubscription, stripeEnv, type SignedInUser } from './test-support/billing-fixtures';

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

async function checkout(buyer: SignedInUser, plan: 'monthly' | 'yearly' = 'monthly') {
  const response = await buyer.client.post('/api/billing/checkout', { plan });
  expect(response.status).toBe(200);
  return json<{ url: string; sessionId: string }>(response);
}

const sessionRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

describe('checkout with Stripe', () => {
  it('reports Stripe with its publishable key', async () => {
    const buyer = await signedInUser(server);
    expect(await json(await buyer.client.get('/api/billing/status'))).toEqual({
      allowed: false,
      reason: 'none',
      enforce: true,
      provider: 'stripe',
      configured: true,
      publishableKey: 'pk_test_fake',
      subscription: null,
      yearlyPerks: false,
    });
  });

  it('starts a subscription checkout tied to the user, and reuses their customer', async () => {
    const buyer = await signedInUser(server);
    const first = await checkout(buyer, 'yearly');
    expect(first.url).toBe(`https://checkout.stripe.test/c/pay/${first.sessionId}`);
    const sent = sessionRequests().at(-1)!.body;
    expect(sent).toMatchObject({
      mode: 'subscription',
      client_reference_id: buyer.id,
      metadata: { userId: buyer.id, plan: 'yearly' },
      subscription_data: { metadata: { userId: buyer.id, plan: 'yearly' } },
      line_items: { 0: { price: fake.prices.yearly.id, quantity: '1' } },
      // A first subscription ends on the welcome page (a returning subscriber: change-plan.test.ts).
      success_url: `${TEST_BASE_URL}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}&welcome=1`,
      cancel_url: `${TEST_BASE_URL}/subscription?canceled=true`,
    });
    await checkout(buyer, 'monthly');
    const again = sessionRequests().at(-1)!.body;
    expect(again.customer).toBe(sent.customer);
    expect(again.line_items).toMatchObject({ 0: { price: fake.prices.monthly.id } });
  });

  it('grants nothing on a success redirect whose checkout did not complete', async () => {
    const buyer = await signedInUser(server);
    const { sessionId } = await checkout(buyer);
    const confirmed = await json(await buyer.client.post('/api/billing/confirm', { sessionId }));
    expect(confirmed).toMatchObject({ checkoutStatus: 'open', allowed: false, subscription: null });
    expect((await buyer.client.get('/api/data/ping')).status).toBe(402);
    expect(await storedSubscription(server, buyer.id)).toBeUndefined();
  });

  it('grants access once Stripe says the checkout completed', async () => {
    const buyer = await signedInUser(server);
    const { sessionId } = await checkout(buyer);
    const paid = fake.completeCheckout(sessionId);
    const confirmed = await json(await buyer.client.post('/api/billing/confirm', { sessionId }));
    expect(confirmed).toMatchObject({
      checkoutStatus: 'complete',
      allowed: true,
      reason: 'subscription',
      subscription: { plan: 'monthly', status: 'active', amount: 5, cancelAtPeriodEnd: false, source: 'stripe' },
    });
    const view = confirmed.subscription as { periodEnd: number; daysRemaining: number };
    expect(view.periodEnd).toBe(paid.items.data[0]!.current_period_end);
    expect(view.daysRemaining).toBe(29);
    expect((await buyer.client.get('/api/data/ping')).status).toBe(200);
  });

  it("cannot confirm someone else's checkout session", async () => {
    const owner = await signedInUser(server, 'owner');
    const thief = await signedInUser(server, 'thief');
    const { sessionId } = await checkout(owner);
    fake.completeCheckout(sessionId);
    const stolen = await thief.client.post('/api/billing/confirm', { sessionId });
    expect(stolen.status).toBe(404);
    expect(await json(stolen)).toMatchObject({ code: 'CHECKOUT_NOT_FOUND' });
    expect(await storedSubscription(server, thief.id)).toBeUndefined();
    expect((await thief.client.get('/api/data/ping')).status).toBe(402);
    // The owner still can.
    expect(await json(await owner.client.post('/api/billing/confirm', { sessionId }))).toMatchObject({ allowed: true });
  });

  it('cancels at period end, resumes and unsubscribes through Stripe', async () => {
    const buyer = await signedInUser(server);
    const { sessionId } = await checkout(buyer);
    const sub = fake.completeCheckout(sessionId);
    await buyer.client.post('/api/billing/confirm', { sessionId });

    expect(await json(await buyer.client.post('/api/billing/cancel'))).toMatchObject({
      allowed: true,
      subscription: { status: 'cancelled', cancelAtPeriodEnd: true },
    });
    expect(fake.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);

    expect(await json(await buyer.client.post('/api/billing/resume'))).toMatchObject({
      allowed: true,
      subscription: { status: 'active', cancelAtPeriodEnd: false },
    });
    expect(fake.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(false);

    expect(await json(await buyer.client.post('/api/billing/unsubscribe'))).toMatchObject({
      allowed: false,
      subscription: null,
    });
    expect(fake.subscriptions.get(sub.id)!.status).toBe('canceled');
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub.id}`)).toBe(true);
    expect((await buyer.client.get('/api/data/ping')).status).toBe(402);
  });

  it("opens Stripe's billing portal for the user's customer", async () => {
    const buyer = await signedInUser(server);
    const { sessionId } = await checkout(buyer);
    const sub = fake.completeCheckout(sessionId);
    await buyer.client.post('/api/billing/confirm', { sessionId });
    const portal = await json<{ url: string }>(await buyer.client.post('/api/billing/portal', {}));
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const sent = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!.body;
    expect(sent).toEqual({ customer: sub.customer, return_url: `${TEST_BASE_URL}/` });
  });
});

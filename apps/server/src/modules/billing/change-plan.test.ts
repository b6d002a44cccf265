import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillingInterval, formatBillingDate } from '@lodestar/core';
import { LOOPBACK_SOCKET } from '../../test-support/test-client';
import { startTestServer, TEST_BASE_URL, type TestServer } from '../../test-support/test-server';
import { startFakeStripe, type FakeStripe } from './test-support/fake-stripe-server';
import {
  json,
  putSubscription,
  signedInUser,
  storedSubscription,
  stripeEnv,
  type SignedInUser,
} from './test-support/billing-fixtures';

type Status = { allowed: boolean; subscription: Record<string, unknown> | null };
const changePlan = (buyer: SignedInUser, plan: unknown) => buyer.client.post('/api/billing/change-plan', { plan });

/** The view's next billing date for a period of the plan starting between `before` and now. */
function expectNewPeriod(view: Record<string, unknown>, before: Date, interval: 'month' | 'year') {
  const end = (view.periodEnd as number) * 1000;
  expect(end).toBeGreaterThanOrEqual(addBillingInterval(before, interval).getTime() - 1000);
  expect(end).toBeLessThanOrEqual(addBillingInterval(new Date(), interval).getTime() + 1000);
  expect(view.nextBillingDate).toBe(formatBillingDate(new Date(end)));
}

describe('changing plan in the sandbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  async function paidMonthly() {
    const buyer = await signedInUser(server);
    const { url } = await json<{ url: string }>(await buyer.client.post('/api/billing/checkout', { plan: 'monthly' }));
    expect((await buyer.client.request(`${new URL(url).pathname}/pay`, { method: 'POST' })).status).toBe(303);
    return buyer;
  }

  it('moves a monthly subscriber to yearly and back, each time a new period of the new plan', async () => {
    const buyer = await paidMonthly();
    const before = new Date();
    const yearly = await changePlan(buyer, 'yearly');
    expect(yearly.status).toBe(200);
    const toYearly = await json<Status>(yearly);
    expect(toYearly).toMatchObject({ allowed: true, subscription: { plan: 'yearly', amount: 50, status: 'active', source: 'sandbox' } });
    expectNewPeriod(toYearly.subscription!, before, 'year');
    const row = await storedSubscription(server, buyer.id);
    expect(row).toMatchObject({ plan: 'yearly', amountCents: 5000, status: 'active', provider: 'sandbox' });

    const back = await json<Status>(await changePlan(buyer, 'monthly'));
    expect(back.subscription).toMatchObject({ plan: 'monthly', amount: 5 });
    expectNewPeriod(back.subscription!, before, 'month');
    // The same subscription throughout: a plan change is not a new checkout.
    expect((await storedSubscription(server, buyer.id))!.providerSubscriptionId).toBe(row!.providerSubscriptionId);
  });

  it('refuses the plan already held, a bad plan, a free grant, no subscription and no session', async () => {
    const buyer = await paidMonthly();
    const same = await changePlan(buyer, 'monthly');
    expect(same.status).toBe(409);
    expect(await json(same)).toEqual({ code: 'SAME_PLAN', message: 'You are already on the Monthly plan.' });
    const bad = await changePlan(buyer, 'weekly');
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await storedSubscription(server, buyer.id))!.plan).toBe('monthly');

    const granted = await signedInUser(server, 'granted');
    await putSubscription(server, granted.id, {
      provider: 'admin',
      providerSubscriptionId: null,
      providerCustomerId: null,
      plan: 'trial',
      amountCents: 0,
      grantedByAdmin: true,
    });
    const grant = await changePlan(granted, 'yearly');
    expect(grant.status).toBe(409);
    expect(await json(grant)).toMatchObject({ code: 'NO_PAID_PLAN' });

    const nobody = await signedInUser(server, 'nobody');
    expect((await changePlan(nobody, 'yearly')).status).toBe(404);
    expect((await server.client().post('/api/billing/change-plan', { plan: 'yearly' })).status).toBe(401);
  });

  it("switches from the sandbox portal's button through the same path, and refuses a post from another site", async () => {
    const buyer = await paidMonthly();
    const portal = await json<{ url: string }>(await buyer.client.post('/api/billing/portal', { returnUrl: `${TEST_BASE_URL}/` }));
    const portalPath = new URL(portal.url).pathname + new URL(portal.url).search;
    const page = await (await buyer.client.get(portalPath)).text();
    expect(page).toContain('Switch to Yearly ($50/year)');
    expect(page).not.toContain('manage your plan from the Subscription panel');

    const form = new URLSearchParams({ plan: 'yearly', return_url: `${TEST_BASE_URL}/` });
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = await server.app.request(
      '/sandbox/portal/change-plan',
      {
        method: 'POST',
        headers: { ...formHeaders, origin: 'https://evil.example', cookie: buyer.client.cookieHeader() },
        body: form.toString(),
      },
      LOOPBACK_SOCKET,
    );
    expect(forged.status).toBe(403);
    expect((await storedSubscription(server, buyer.id))!.plan).toBe('monthly');

    const switched = await buyer.client.request('/sandbox/portal/change-plan', { method: 'POST', headers: formHeaders, body: form.toString() });
    expect(switched.status).toBe(303);
    const after = await (await buyer.client.get(switched.headers.get('location')!)).text();
    expect(after).toContain('Your plan is now Yearly.');
    expect(after).toContain('<dd>Yearly</dd>');
    expect(after).toContain('Switch to Monthly ($5/month)');
    expect((await storedSubscription(server, buyer.id))!.plan).toBe('yearly');
  });

  it('sends a first subscription to the welcome page and a returning subscriber to the payment result', async () => {
    const buyer = await signedInUser(server);
    const first = await json<{ url: string; sessionId: string }>(await buyer.client.post('/api/billing/checkout', { plan: 'monthly' }));
    const paid = await buyer.client.request(`${new URL(first.url).pathname}/pay`, { method: 'POST' });
    expect(paid.headers.get('location')).toBe(`${TEST_BASE_URL}/subscription?success=true&session_id=${first.sessionId}&welcome=1`);

    expect((await buyer.client.post('/api/billing/unsubscribe', {})).status).toBe(200);
    const again = await json<{ url: string; sessionId: string }>(await buyer.client.post('/api/billing/checkout', { plan: 'yearly' }));
    const repaid = await buyer.client.request(`${new URL(again.url).pathname}/pay`, { method: 'POST' });
    expect(repaid.headers.get('location')).toBe(`${TEST_BASE_URL}/subscription?success=true&session_id=${again.sessionId}`);
  });
});

describe('changing plan with Stripe', () => {
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

  async function paid(plan: 'monthly' | 'yearly') {
    const buyer = await signedInUser(server);
    const { sessionId } = await json<{ sessionId: string }>(await buyer.client.post('/api/billing/checkout', { plan }));
    const subscription = fake.completeCheckout(sessionId);
    expect((await buyer.client.post('/api/billing/confirm', { sessionId })).status).toBe(200);
    return { buyer, subscription };
  }

  it("updates the subscription's price with Stripe's proration, both ways, and shows the new plan", async () => {
    const { buyer, subscription } = await paid('monthly');
    const before = new Date();
    const toYearly = await json<Status>(await changePlan(buyer, 'yearly'));
    const update = fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(update.body).toEqual({
      items: { 0: { id: subscription.items.data[0]!.id, price: fake.prices.yearly.id } },
      proration_behavior: 'create_prorations',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(toYearly.subscription).toMatchObject({ plan: 'yearly', amount: 50, status: 'active', source: 'stripe' });
    expectNewPeriod(toYearly.subscription!, before, 'year');

    const toMonthly = await json<Status>(await changePlan(buyer, 'monthly'));
    expect(toMonthly.subscription).toMatchObject({ plan: 'monthly', amount: 5 });
    expect(await storedSubscription(server, buyer.id)).toMatchObject({ plan: 'monthly', amountCents: 500, providerSubscriptionId: subscription.id });
  });

  it('keeps the plan when the card is declined for the change, and says so', async () => {
    const { buyer } = await paid('monthly');
    fake.declineNextPlanChange();
    const declined = await changePlan(buyer, 'yearly');
    expect(declined.status).toBe(402);
    expect(await json(declined)).toMatchObject({
      code: 'PLAN_CHANGE_NOT_PAID',
      message: 'The payment for the new plan did not go through, so your plan is unchanged. Update your card in Manage Billing.',
    });
    expect(await storedSubscription(server, buyer.id)).toMatchObject({ plan: 'monthly', amountCents: 500 });
  });

  it('tells a subscriber who starts a second checkout to change plan from the panel', async () => {
    const { buyer } = await paid('yearly');
    const again = await buyer.client.post('/api/billing/checkout', { plan: 'monthly' });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      code: 'ALREADY_SUBSCRIBED',
      message: 'You already have an active subscription. Change your plan from the Subscription panel.',
    });
  });
});

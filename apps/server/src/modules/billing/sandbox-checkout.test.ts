import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillingInterval, formatBillingDate } from '@lodestar/core';
import { LOOPBACK_SOCKET } from '../../test-support/test-client';
import { startTestServer, TEST_BASE_URL, type TestServer } from '../../test-support/test-server';
import { json, signedInUser, storedSubscription, type SignedInUser } from './test-support/billing-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function startCheckout(buyer: SignedInUser, plan: 'monthly' | 'yearly' = 'monthly') {
  const response = await buyer.client.post('/api/billing/checkout', { plan });
  expect(response.status).toBe(200);
  const body = await json<{ url: string; sessionId: string }>(response);
  return { ...body, path: new URL(body.url).pathname };
}

const status = async (buyer: SignedInUser) => json(await buyer.client.get('/api/billing/status'));

describe('sandbox checkout', () => {
  it('reports the sandbox as the configured provider and a new user as not subscribed', async () => {
    const buyer = await signedInUser(server);
    expect(await status(buyer)).toEqual({
      allowed: false,
      reason: 'none',
      enforce: true,
      provider: 'sandbox',
      configured: true,
      subscription: null,
      yearlyPerks: false,
    });
  });

  it('shows the plan, its price and the account on its checkout page', async () => {
    const buyer = await signedInUser(server);
    const monthly = await startCheckout(buyer, 'monthly');
    expect(monthly.url).toBe(`${TEST_BASE_URL}/sandbox/checkout/${monthly.sessionId}`);
    const page = await buyer.client.get(monthly.path);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ['Monthly plan', '$5/month', buyer.email, '>Pay<', '>Cancel<']) expect(html).toContain(text);

    const yearly = await startCheckout(buyer, 'yearly');
    expect(await (await buyer.client.get(yearly.path)).text()).toContain('$50/year');
  });

  it('pays: redirects a first subscription to the welcome page and grants a month of access', async () => {
    const buyer = await signedInUser(server);
    const { sessionId, path } = await startCheckout(buyer);
    const before = new Date();
    const paid = await buyer.client.request(`${path}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${TEST_BASE_URL}/subscription?success=true&session_id=${sessionId}&welcome=1`);

    const body = await status(buyer);
    expect(body).toMatchObject({ allowed: true, reason: 'subscription' });
    const view = body.subscription as Record<string, number | string | boolean>;
    expect(view).toMatchObject({ plan: 'monthly', status: 'active', providerStatus: 'active', amount: 5, cancelAtPeriodEnd: false });
    const expectedEnd = addBillingInterval(before, 'month').getTime() / 1000;
    expect(Math.abs((view.periodEnd as number) - expectedEnd)).toBeLessThan(5);
    expect(view.nextBillingDate).toBe(formatBillingDate(new Date((view.periodEnd as number) * 1000)));
    expect(view.daysRemaining).toBe(Math.floor(((view.periodEnd as number) - Date.now() / 1000) / 86_400));
    expect((await buyer.client.get('/api/data/ping')).status).toBe(200);

    // The page the browser lands on confirms through the provider and finds the same subscription.
    const confirmed = await json(await buyer.client.post('/api/billing/confirm', { sessionId }));
    expect(confirmed).toMatchObject({ checkoutStatus: 'complete', allowed: true, reason: 'subscription' });
  });

  it('pays once: a second Pay on the same checkout is refused and the page says it is paid', async () => {
    const buyer = await signedInUser(server);
    const { path } = await startCheckout(buyer, 'yearly');
    expect((await buyer.client.request(`${path}/pay`, { method: 'POST' })).status).toBe(303);
    const first = await storedSubscription(server, buyer.id);
    expect(first).toMatchObject({ plan: 'yearly', amountCents: 5000, provider: 'sandbox' });

    expect((await buyer.client.request(`${path}/pay`, { method: 'POST' })).status).toBe(409);
    expect((await storedSubscription(server, buyer.id))?.providerSubscriptionId).toBe(first?.providerSubscriptionId);
    expect(await (await buyer.client.get(path)).text()).toContain('already been paid');
  });

  it('cancels: redirects to the cancel URL, grants nothing, and the checkout can no longer be paid', async () => {
    const buyer = await signedInUser(server);
    const { sessionId, path } = await startCheckout(buyer);
    const canceled = await buyer.client.request(`${path}/cancel`, { method: 'POST' });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(`${TEST_BASE_URL}/subscription?canceled=true`);
    expect(await status(buyer)).toMatchObject({ allowed: false, subscription: null });
    expect(await json(await buyer.client.post('/api/billing/confirm', { sessionId }))).toMatchObject({
      checkoutStatus: 'expired',
      allowed: false,
    });
    expect((await buyer.client.request(`${path}/pay`, { method: 'POST' })).status).toBe(409);
    expect(await storedSubscription(server, buyer.id)).toBeUndefined();
  });

  it('refuses a Pay posted from another site, by another account, or signed out', async () => {
    const buyer = await signedInUser(server);
    const { path } = await startCheckout(buyer);

    // The test client always sends this site's Origin, so these two are posted by hand with the buyer's cookie.
    const cookie = buyer.client.cookieHeader();
    const crossSite = await server.app.request(`${path}/pay`, { method: 'POST', headers: { cookie, origin: 'https://evil.example' } }, LOOPBACK_SOCKET);
    expect(crossSite.status).toBe(403);
    expect((await server.app.request(`${path}/pay`, { method: 'POST', headers: { cookie } }, LOOPBACK_SOCKET)).status).toBe(403);

    const other = await signedInUser(server, 'other');
    expect((await other.client.request(`${path}/pay`, { method: 'POST' })).status).toBe(404);
    expect((await other.client.get(path)).status).toBe(404);

    expect((await server.client().request(`${path}/pay`, { method: 'POST' })).status).toBe(401);
    expect(await storedSubscription(server, buyer.id)).toBeUndefined();
    expect(await storedSubscription(server, other.id)).toBeUndefined();
  });

  it('opens the sandbox billing portal showing the subscription, with a link back', async () => {
    const buyer = await signedInUser(server);
    const { path } = await startCheckout(buyer);
    await buyer.client.request(`${path}/pay`, { method: 'POST' });
    const portal = await json<{ url: string }>(
      await buyer.client.post('/api/billing/portal', { returnUrl: `${TEST_BASE_URL}/settings` }),
    );
    const url = new URL(portal.url);
    expect(url.origin + url.pathname).toBe(`${TEST_BASE_URL}/sandbox/portal`);
    const html = await (await buyer.client.get(url.pathname + url.search)).text();
    expect(html).toContain('<dd>Monthly</dd>');
    expect(html).toContain(buyer.email);
    expect(html).toContain(`href="${TEST_BASE_URL}/settings"`);
  });

  it('refuses a portal return address on another site, and a user without a billing account', async () => {
    const buyer = await signedInUser(server);
    const noAccount = await buyer.client.post('/api/billing/portal', {});
    expect(noAccount.status).toBe(404);
    expect(await json(noAccount)).toMatchObject({ code: 'NO_BILLING_ACCOUNT' });
    const { path } = await startCheckout(buyer);
    await buyer.client.request(`${path}/pay`, { method: 'POST' });
    const elsewhere = await buyer.client.post('/api/billing/portal', { returnUrl: 'https://evil.example/' });
    expect(elsewhere.status).toBe(400);
    expect(await json(elsewhere)).toMatchObject({ code: 'INVALID_RETURN_URL' });
  });

  it('refuses a second checkout while subscribed', async () => {
    const buyer = await signedInUser(server);
    const { path } = await startCheckout(buyer);
    await buyer.client.request(`${path}/pay`, { method: 'POST' });
    const again = await buyer.client.post('/api/billing/checkout', { plan: 'yearly' });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
  });

  it('validates bodies and requires a session', async () => {
    const buyer = await signedInUser(server);
    const badPlan = await buyer.client.post('/api/billing/checkout', { plan: 'weekly' });
    expect(badPlan.status).toBe(400);
    expect(await json(badPlan)).toMatchObject({ code: 'INVALID_INPUT' });
    // A body that is not declared JSON is refused before the route (cross-site forms send such bodies).
    const notJson = await buyer.client.request('/api/billing/confirm', { method: 'POST', body: 'nope' });
    expect(notJson.status).toBe(415);
    const badJson = await buyer.client.request('/api/billing/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'nope',
    });
    expect(badJson.status).toBe(400);
    expect((await server.client().post('/api/billing/checkout', { plan: 'monthly' })).status).toBe(401);
    expect((await server.client().get('/api/billing/status')).status).toBe(401);
  });
});

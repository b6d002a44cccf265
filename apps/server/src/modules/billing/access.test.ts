import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscription } from '../../db/billing-schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createAccessService } from './access-service';
import {
  json,
  putSubscription,
  setRole,
  signedInUser,
  storedSubscription,
  type SignedInUser,
} from './test-support/billing-fixtures';

const DAY = 86_400_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ping = (buyer: SignedInUser) => buyer.client.get('/api/data/ping');
const status = async (buyer: SignedInUser) => json(await buyer.client.get('/api/billing/status'));

/** A buyer who paid through the sandbox checkout pages. */
async function subscriber(): Promise<SignedInUser> {
  const buyer = await signedInUser(server, 'subscriber');
  const { url } = await json<{ url: string }>(await buyer.client.post('/api/billing/checkout', { plan: 'monthly' }));
  expect((await buyer.client.request(`${new URL(url).pathname}/pay`, { method: 'POST' })).status).toBe(303);
  return buyer;
}

describe('access to the data API', () => {
  it('answers 401 signed out and 402 without a subscription', async () => {
    expect((await server.client().get('/api/data/ping')).status).toBe(401);
    const buyer = await signedInUser(server);
    const refused = await ping(buyer);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ code: 'SUBSCRIPTION_REQUIRED', message: 'An active subscription is required' });
  });

  it('lets an admin in without a subscription', async () => {
    const admin = await signedInUser(server, 'admin');
    await setRole(server, admin.id, 'admin');
    expect((await ping(admin)).status).toBe(200);
    expect(await status(admin)).toMatchObject({ allowed: true, reason: 'admin', subscription: null });
  });

  it('blocks a subscription whose period is over', async () => {
    const buyer = await signedInUser(server);
    await putSubscription(server, buyer.id, { currentPeriodEnd: new Date(Date.now() - DAY) });
    expect((await ping(buyer)).status).toBe(402);
    expect(await status(buyer)).toMatchObject({ allowed: false, reason: 'none', subscription: null });
  });

  it('blocks a past-due subscription and lets a trialing one in', async () => {
    const late = await signedInUser(server);
    await putSubscription(server, late.id, { status: 'past_due' });
    expect((await ping(late)).status).toBe(402);
    const trial = await signedInUser(server);
    await putSubscription(server, trial.id, { status: 'trialing', plan: 'trial', amountCents: 0 });
    expect((await ping(trial)).status).toBe(200);
  });
});

describe('the subscription lifecycle', () => {
  it('cancelling at period end keeps access until the period ends', async () => {
    const buyer = await subscriber();
    const cancelled = await json(await buyer.client.post('/api/billing/cancel'));
    expect(cancelled).toMatchObject({
      allowed: true,
      reason: 'subscription',
      subscription: { status: 'cancelled', providerStatus: 'active', cancelAtPeriodEnd: true },
    });
    expect((await ping(buyer)).status).toBe(200);

    // The period ends: the same row no longer grants anything.
    expect((await storedSubscription(server, buyer.id))?.cancelAtPeriodEnd).toBe(true);
    await putPeriodEnd(buyer.id, new Date(Date.now() - 1000));
    expect((await ping(buyer)).status).toBe(402);
  });

  it('resumes a cancelled subscription', async () => {
    const buyer = await subscriber();
    await buyer.client.post('/api/billing/cancel');
    const resumed = await json(await buyer.client.post('/api/billing/resume'));
    expect(resumed).toMatchObject({ allowed: true, subscription: { status: 'active', cancelAtPeriodEnd: false } });
    expect((await storedSubscription(server, buyer.id))?.cancelAtPeriodEnd).toBe(false);
  });

  it('unsubscribing ends access at once and returns to free', async () => {
    const buyer = await subscriber();
    const ended = await json(await buyer.client.post('/api/billing/unsubscribe'));
    expect(ended).toMatchObject({ allowed: false, reason: 'none', subscription: null });
    expect((await storedSubscription(server, buyer.id))?.status).toBe('canceled');
    expect((await ping(buyer)).status).toBe(402);
    const again = await buyer.client.post('/api/billing/cancel');
    expect(again.status).toBe(404);
    expect(await json(again)).toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });

  it('changes an admin grant on its own row', async () => {
    const buyer = await signedInUser(server);
    await putSubscription(server, buyer.id, {
      provider: 'admin',
      providerSubscriptionId: null,
      providerCustomerId: null,
      grantedByAdmin: true,
      plan: 'trial',
      amountCents: 0,
    });
    expect(await json(await buyer.client.post('/api/billing/cancel'))).toMatchObject({
      allowed: true,
      subscription: { status: 'cancelled', grantedByAdmin: true, source: 'admin', canManageBilling: false },
    });
    expect(await json(await buyer.client.post('/api/billing/unsubscribe'))).toMatchObject({ allowed: false });
  });
});

describe('createAccessService', () => {
  it('decides from the stored subscription at the given time', async () => {
    const buyer = await subscriber();
    const row = await storedSubscription(server, buyer.id);
    const db = server.server.database.db;
    const before = createAccessService(db, { ENFORCE_SUBSCRIPTION: true }, () => new Date(row!.currentPeriodEnd!.getTime() - 1000));
    const after = createAccessService(db, { ENFORCE_SUBSCRIPTION: true }, () => new Date(row!.currentPeriodEnd!.getTime() + 1000));
    expect(await before.hasAccess({ id: buyer.id, role: 'user' })).toEqual({ allowed: true, reason: 'subscription' });
    expect(await after.hasAccess({ id: buyer.id, role: 'user' })).toEqual({ allowed: false, reason: 'none' });
    expect(await after.hasAccess({ id: buyer.id, role: 'admin' })).toEqual({ allowed: true, reason: 'admin' });
  });
});

async function putPeriodEnd(userId: string, end: Date) {
  await server.server.database.db.update(subscription).set({ currentPeriodEnd: end }).where(eq(subscription.userId, userId));
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { BOSS_EMAIL, member, rowsOf, send, type Member } from '../admin/test-support/admin-fixtures';
import { json, storedSubscription, stripeEnv } from '../billing/test-support/billing-fixtures';
import { startFakeStripe, type FakeStripe } from '../billing/test-support/fake-stripe-server';

// Deleting an account or unsubscribing a user ends a paid subscription at the payment provider itself.
let fake: FakeStripe;
let server: TestServer;
let boss: Member;
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({ ...stripeEnv(fake), ADMIN_EMAILS: BOSS_EMAIL });
  boss = await member(server, { email: BOSS_EMAIL });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** A user who paid through Stripe's checkout. */
async function subscriber(): Promise<Member & { subscriptionId: string }> {
  const user = await member(server);
  const { sessionId } = await json<{ sessionId: string }>(await user.client.post('/api/billing/checkout', { plan: 'monthly' }));
  const paid = fake.completeCheckout(sessionId);
  await user.client.post('/api/billing/confirm', { sessionId });
  expect((await storedSubscription(server, user.id))?.providerSubscriptionId).toBe(paid.id);
  return { ...user, subscriptionId: paid.id };
}

const cancelRequests = (id: string) => fake.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith(`/v1/subscriptions/${id}`));

describe('ending a paid subscription at Stripe', () => {
  it('when the user deletes their account', async () => {
    const user = await subscriber();
    const response = await send(user.client, 'DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(cancelRequests(user.subscriptionId)).toHaveLength(1);
    expect(fake.subscriptions.get(user.subscriptionId)?.status).toBe('canceled');
    expect((await rowsOf(server, user.id)).user).toBe(0);
  });

  it('when an admin unsubscribes or deletes a user', async () => {
    const unsubscribed = await subscriber();
    expect((await boss.client.post(`/api/admin/users/${unsubscribed.id}/unsubscribe`)).status).toBe(200);
    expect(cancelRequests(unsubscribed.subscriptionId)).toHaveLength(1);
    expect((await storedSubscription(server, unsubscribed.id))?.status).toBe('canceled');

    const deleted = await subscriber();
    expect((await send(boss.client, 'DELETE', `/api/admin/users/${deleted.id}`)).status).toBe(200);
    expect(fake.subscriptions.get(deleted.subscriptionId)?.status).toBe('canceled');
  });

  it('keeps the account when Stripe cannot end the subscription', async () => {
    const user = await subscriber();
    const stored = fake.subscriptions.get(user.subscriptionId)!;
    // Stripe refuses (here: an unreachable API), so nobody is left paying for a deleted account.
    await fake.close();
    try {
      const response = await send(user.client, 'DELETE', '/api/account', { password: TEST_PASSWORD });
      expect(response.status).toBe(502);
      expect(await json(response)).toEqual({ code: 'PAYMENT_PROVIDER_ERROR', message: 'Failed to delete account' });
      expect(await rowsOf(server, user.id)).toMatchObject({ user: 1, subscription: 1 });
      expect(stored.status).toBe('active');
    } finally {
      fake = await startFakeStripe();
    }
  });
});

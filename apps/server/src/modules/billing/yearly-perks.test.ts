import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { json, putSubscription, setRole, signedInUser, type SignedInUser } from './test-support/billing-fixtures';

const DAY = 86_400_000;

let server: TestServer;
beforeAll(async () => {
  // Roles are set straight in the database below: no cached session may hide the change.
  server = await startTestServer({ SESSION_CACHE_SECONDS: '0' });
});
afterAll(() => server?.close());

const perks = async (user: SignedInUser) => (await json<{ yearlyPerks: boolean }>(await user.client.get('/api/billing/status'))).yearlyPerks;

/** A buyer who paid the plan through the sandbox checkout pages (the same server path as a real payment). */
async function paidSubscriber(plan: 'monthly' | 'yearly'): Promise<SignedInUser> {
  const buyer = await signedInUser(server, `${plan}-buyer`);
  const { url } = await json<{ url: string }>(await buyer.client.post('/api/billing/checkout', { plan }));
  expect((await buyer.client.request(`${new URL(url).pathname}/pay`, { method: 'POST' })).status).toBe(303);
  return buyer;
}

describe('the yearly perks in GET /api/billing/status (exclusive themes, Labs)', () => {
  it('are granted to a yearly subscriber and refused to a monthly one, from what the server stored', async () => {
    expect(await perks(await paidSubscriber('yearly'))).toBe(true);
    expect(await perks(await paidSubscriber('monthly'))).toBe(false);
  });

  it('are granted to an admin without a subscription, and refused to a user without one', async () => {
    const admin = await signedInUser(server, 'perks-admin');
    await setRole(server, admin.id, 'admin');
    expect(await perks(admin)).toBe(true);
    expect(await perks(await signedInUser(server, 'nobody'))).toBe(false);
  });

  it('end with the yearly period, and are never granted to an unpaid yearly plan', async () => {
    const ended = await signedInUser(server);
    await putSubscription(server, ended.id, { plan: 'yearly', amountCents: 5000, currentPeriodEnd: new Date(Date.now() - DAY) });
    expect(await perks(ended)).toBe(false);
    const unpaid = await signedInUser(server);
    await putSubscription(server, unpaid.id, { plan: 'yearly', amountCents: 5000, status: 'past_due' });
    expect(await perks(unpaid)).toBe(false);
  });
});

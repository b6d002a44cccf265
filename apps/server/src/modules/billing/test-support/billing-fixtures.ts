import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { user } from '../../../db/auth-schema';
import { subscription } from '../../../db/billing-schema';
import { signUp, uniqueEmail } from '../../../test-support/accounts';
import type { TestClient } from '../../../test-support/test-client';
import type { TestServer } from '../../../test-support/test-server';
import type { FakeStripe, FakeSubscription } from './fake-stripe-server';

export const WEBHOOK_SECRET = 'whsec_test_secret';

/** The environment that points the server's Stripe client at the fake. */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_PRICE_MONTHLY: fake.prices.monthly.id,
    STRIPE_PRICE_YEARLY: fake.prices.yearly.id,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  };
}

export interface SignedInUser {
  client: TestClient;
  id: string;
  email: string;
}

/** A new account, signed in on its own client. */
export async function signedInUser(server: TestServer, label = 'buyer'): Promise<SignedInUser> {
  const client = server.client();
  const email = uniqueEmail(label);
  const response = await signUp(client, { email });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
  return { client, id: me.user.id, email };
}

export async function setRole(server: TestServer, userId: string, role: string) {
  await server.server.database.db.update(user).set({ role }).where(eq(user.id, userId));
}

export async function storedSubscription(server: TestServer, userId: string) {
  const [row] = await server.server.database.db.select().from(subscription).where(eq(subscription.userId, userId));
  return row;
}

/** Writes a subscription row directly, for states no flow reaches quickly (a period already over). */
export async function putSubscription(
  server: TestServer,
  userId: string,
  values: Partial<typeof subscription.$inferInsert> = {},
) {
  const now = Date.now();
  await server.server.database.db.insert(subscription).values({
    id: crypto.randomUUID(),
    userId,
    provider: 'sandbox',
    providerSubscriptionId: `sub_sandbox_${randomBytes(6).toString('hex')}`,
    providerCustomerId: `cus_sandbox_${randomBytes(6).toString('hex')}`,
    plan: 'monthly',
    status: 'active',
    amountCents: 500,
    currentPeriodStart: new Date(now - 86_400_000),
    currentPeriodEnd: new Date(now + 29 * 86_400_000),
    ...values,
  });
}

const signer = new Stripe('sk_test_signer');

/** A Stripe event as Stripe would post it. */
export function stripeEvent<T>(type: string, object: T, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function subscriptionEvent(type: string, sub: FakeSubscription, created?: number) {
  return stripeEvent(type, structuredClone(sub), created);
}

/** Posts a webhook signed with the server's secret (or another one, to forge it). */
export async function postWebhook(server: TestServer, event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return server.app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

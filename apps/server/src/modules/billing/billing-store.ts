import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { user } from '../../db/auth-schema';
import { checkoutSession, paymentEvent, subscription } from '../../db/billing-schema';

export type SubscriptionRow = typeof subscription.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSession.$inferSelect;
/** The database or a transaction on it. */
export type Executor = Pick<AppDb, 'select' | 'insert' | 'update' | 'execute'>;

export async function findSubscriptionByUser(db: Executor, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId)).limit(1);
  return row;
}

export async function findSubscriptionByProviderId(db: Executor, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscription)
    .where(eq(subscription.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row;
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  return row !== undefined;
}

export async function findCheckoutSession(db: Executor, providerSessionId: string) {
  const [row] = await db
    .select()
    .from(checkoutSession)
    .where(eq(checkoutSession.providerSessionId, providerSessionId))
    .limit(1);
  return row;
}

export async function findCheckoutBySubscription(db: Executor, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(checkoutSession)
    .where(eq(checkoutSession.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row;
}

/** The owner of a provider customer, from a stored subscription or a checkout that used it. */
export async function findUserIdByCustomer(db: Executor, provider: 'stripe' | 'sandbox', customerId: string) {
  const [fromSubscription] = await db
    .select({ userId: subscription.userId })
    .from(subscription)
    .where(and(eq(subscription.provider, provider), eq(subscription.providerCustomerId, customerId)))
    .limit(1);
  if (fromSubscription) return fromSubscription.userId;
  const [fromCheckout] = await db
    .select({ userId: checkoutSession.userId })
    .from(checkoutSession)
    .where(and(eq(checkoutSession.provider, provider), eq(checkoutSession.providerCustomerId, customerId)))
    .limit(1);
  return fromCheckout?.userId;
}

/** The customer this user paid with before at this provider, so a new checkout reuses it. */
export async function findCustomerId(db: Executor, userId: string, provider: 'stripe' | 'sandbox') {
  const stored = await findSubscriptionByUser(db, userId);
  if (stored?.provider === provider && stored.providerCustomerId) return stored.providerCustomerId;
  const [latest] = await db
    .select({ customerId: checkoutSession.providerCustomerId })
    .from(checkoutSession)
    .where(
      and(
        eq(checkoutSession.userId, userId),
        eq(checkoutSession.provider, provider),
        isNotNull(checkoutSession.providerCustomerId),
      ),
    )
    .orderBy(desc(checkoutSession.createdAt))
    .limit(1);
  return latest?.customerId ?? null;
}

/**
 * Whether this user ever subscribed through a provider: a paid checkout, or a provider's subscription
 * stored (an admin grant does not count). Decides whether a checkout ends on the first-time welcome.
 */
export async function hasSubscribedBefore(db: Executor, userId: string): Promise<boolean> {
  const stored = await findSubscriptionByUser(db, userId);
  if (stored && stored.provider !== 'admin') return true;
  const [paid] = await db
    .select({ id: checkoutSession.id })
    .from(checkoutSession)
    .where(and(eq(checkoutSession.userId, userId), eq(checkoutSession.status, 'complete')))
    .limit(1);
  return paid !== undefined;
}

export async function isEventRecorded(db: Executor, provider: 'stripe' | 'sandbox', eventId: string) {
  const [row] = await db
    .select({ id: paymentEvent.id })
    .from(paymentEvent)
    .where(and(eq(paymentEvent.provider, provider), eq(paymentEvent.eventId, eventId)))
    .limit(1);
  return row !== undefined;
}

export async function recordEvent(db: Executor, provider: 'stripe' | 'sandbox', eventId: string, type: string) {
  await db
    .insert(paymentEvent)
    .values({ id: crypto.randomUUID(), provider, eventId, type })
    .onConflictDoNothing();
}

import { z } from 'zod';

/** Every status a card provider's subscription can take (Stripe's list). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** States a subscription never leaves: an older snapshot must not bring it back. */
export const FINAL_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

export function isFinalStatus(status: SubscriptionStatus): boolean {
  return FINAL_SUBSCRIPTION_STATUSES.includes(status);
}

export type AccessReason = 'admin' | 'subscription' | 'not-enforced' | 'none';

export interface AccessDecision {
  allowed: boolean;
  reason: AccessReason;
}

export interface AccessSubscription {
  status: SubscriptionStatus;
  /** null: no end (a lifetime grant). */
  currentPeriodEnd: Date | null;
}

/** Whether a stored subscription grants access at `now`: active or trialing, and its period not over. */
export function subscriptionGrantsAccess(subscription: AccessSubscription | null | undefined, now: Date): boolean {
  if (!subscription) return false;
  if (subscription.status !== 'active' && subscription.status !== 'trialing') return false;
  return subscription.currentPeriodEnd === null || subscription.currentPeriodEnd.getTime() > now.getTime();
}

/**
 * Who may use the app. The reason names the strongest ground: an admin stays 'admin' and a subscriber
 * stays 'subscription' even when enforcement is off, so the panels can still show what the user has.
 */
export function decideAccess(input: {
  subscription: AccessSubscription | null | undefined;
  role: string | null | undefined;
  enforce: boolean;
  now: Date;
}): AccessDecision {
  if (input.role === 'admin') return { allowed: true, reason: 'admin' };
  if (subscriptionGrantsAccess(input.subscription, input.now)) return { allowed: true, reason: 'subscription' };
  if (!input.enforce) return { allowed: true, reason: 'not-enforced' };
  return { allowed: false, reason: 'none' };
}

import { subscriptionGrantsAccess, type AccessSubscription } from '../billing/access';
import type { SubscriptionPlanId } from '../billing/plans';

/**
 * Who gets the yearly plan's perks (exclusive themes, Labs): admins, and a current yearly subscription
 * (or an admin's lifetime grant, which includes everything). A monthly plan, a trial, an ended or unpaid
 * subscription, and access only because enforcement is off do not. Decided on the server from the stored
 * subscription; the browser only shows the answer.
 */
export function hasYearlyPerks(input: {
  role: string | null | undefined;
  subscription: (AccessSubscription & { plan: SubscriptionPlanId }) | null | undefined;
  now: Date;
}): boolean {
  if (input.role === 'admin') return true;
  const { subscription } = input;
  if (!subscription || !subscriptionGrantsAccess(subscription, input.now)) return false;
  return subscription.plan === 'yearly' || subscription.plan === 'lifetime';
}

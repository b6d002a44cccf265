import type { SubscriptionPlanId } from '../billing/plans';

const PLAN_LABELS: Record<SubscriptionPlanId, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  trial: 'Trial',
  lifetime: 'Lifetime',
};

/** An admin's free grant, whatever plan it is stored as: the Subscription panel's heading, the badge, the admin list. */
export const FREE_ACCESS_LABEL = 'Free access';

/** The name of what gives a user access: 'Free access' for an admin's grant, else the plan's name. */
export function planLabel(subscription: { plan: SubscriptionPlanId; grantedByAdmin: boolean }): string {
  return subscription.grantedByAdmin ? FREE_ACCESS_LABEL : PLAN_LABELS[subscription.plan];
}

/**
 * The Profile panel's Subscription badge: the user's role ('Admin'), else what gives them access (the
 * plan, or 'Free access' for an admin's grant), else 'Free'.
 */
export function subscriptionLabel(input: { isAdmin: boolean; activePlan: SubscriptionPlanId | null | undefined; grantedByAdmin?: boolean }): string {
  if (input.isAdmin) return 'Admin';
  if (!input.activePlan) return 'Free';
  return planLabel({ plan: input.activePlan, grantedByAdmin: input.grantedByAdmin ?? false });
}

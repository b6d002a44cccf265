import type { SubscriptionPlanId } from '../billing/plans';

const PLAN_LABELS: Record<SubscriptionPlanId, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  trial: 'Trial',
  lifetime: 'Lifetime',
};

/**
 * The Profile panel's Subscription badge: the user's role ('Admin'), else the plan that gives them
 * access, else 'Free'.
 */
export function subscriptionLabel(input: { isAdmin: boolean; activePlan: SubscriptionPlanId | null | undefined }): string {
  if (input.isAdmin) return 'Admin';
  return input.activePlan ? PLAN_LABELS[input.activePlan] : 'Free';
}

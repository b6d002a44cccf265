import { z } from 'zod';

/** The two plans a user can buy; prices in cents so no arithmetic ever rounds. */
export const PAID_PLAN_IDS = ['monthly', 'yearly'] as const;
export const paidPlanSchema = z.enum(PAID_PLAN_IDS);
export type PaidPlanId = z.infer<typeof paidPlanSchema>;

/** Every plan a stored subscription can carry: admin grants add a trial and a lifetime plan. */
export const SUBSCRIPTION_PLAN_IDS = ['monthly', 'yearly', 'trial', 'lifetime'] as const;
export const subscriptionPlanSchema = z.enum(SUBSCRIPTION_PLAN_IDS);
export type SubscriptionPlanId = z.infer<typeof subscriptionPlanSchema>;

export type BillingInterval = 'month' | 'year';

export interface PaidPlan {
  id: PaidPlanId;
  name: string;
  amountCents: number;
  interval: BillingInterval;
  /** '$5/month', as the gate and the checkout page show it. */
  priceLabel: string;
  badge?: string;
  savingsLabel?: string;
}

export const PLANS: Record<PaidPlanId, PaidPlan> = {
  monthly: { id: 'monthly', name: 'Monthly', amountCents: 500, interval: 'month', priceLabel: '$5/month' },
  yearly: {
    id: 'yearly',
    name: 'Yearly',
    amountCents: 5000,
    interval: 'year',
    priceLabel: '$50/year',
    badge: 'Save 17%',
    savingsLabel: '$10 saved',
  },
};

/** Twelve months of the monthly plan minus the yearly price: what the yearly card advertises. */
export function yearlySavingsCents(): number {
  return PLANS.monthly.amountCents * 12 - PLANS.yearly.amountCents;
}

/** The plan a billing interval stands for, when a provider reports a price we do not know by id. */
export function planForInterval(interval: string | null | undefined): PaidPlanId | undefined {
  if (interval === 'month') return 'monthly';
  if (interval === 'year') return 'yearly';
  return undefined;
}

/** Whole dollars without decimals, cents otherwise: 500 -> 5, 1999 -> 19.99. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

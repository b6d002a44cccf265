import { addBillingInterval, addDays } from '../billing/billing-dates';
import type { SubscriptionPlanId } from '../billing/plans';
import type { AdminSubscriptionType } from './admin-inputs';

export const TRIAL_DAYS = 7;

export interface GrantPeriod {
  plan: SubscriptionPlanId;
  /** null: never ends (lifetime), which the access rule treats as lasting. */
  currentPeriodEnd: Date | null;
}

/** The free period an admin-created account starts with: trial 7 days, a month, a year, or for ever. */
export function grantPeriodFor(type: AdminSubscriptionType, now: Date): GrantPeriod {
  switch (type) {
    case 'trial':
      return { plan: 'trial', currentPeriodEnd: addDays(now, TRIAL_DAYS) };
    case 'monthly':
      return { plan: 'monthly', currentPeriodEnd: addBillingInterval(now, 'month') };
    case 'yearly':
      return { plan: 'yearly', currentPeriodEnd: addBillingInterval(now, 'year') };
    case 'lifetime':
      return { plan: 'lifetime', currentPeriodEnd: null };
  }
}

/** 'Grant 30 Days Free' and its kin: a trial-plan grant of `days` days. */
export function grantDaysPeriod(days: number, now: Date): GrantPeriod {
  return { plan: 'trial', currentPeriodEnd: addDays(now, days) };
}

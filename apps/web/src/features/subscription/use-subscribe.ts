import { useState } from 'react';
import { paidPlanSchema, type PaidPlanId } from '@lodestar/core';
import { startCheckout } from './billing-api';
import { notifyBillingFailure } from './billing-toasts';
import { leaveTo } from './leave-page';

const SELECTED_PLAN_KEY = 'selectedPrice';

/** The plan chosen last time (spec's 'selected price' key), else monthly. */
export function storedPlan(): PaidPlanId {
  try {
    const parsed = paidPlanSchema.safeParse(localStorage.getItem(SELECTED_PLAN_KEY));
    return parsed.success ? parsed.data : 'monthly';
  } catch {
    return 'monthly';
  }
}

/** Subscribe: remember the chosen plan, ask the server for a checkout, and go there. */
export function useSubscribe() {
  const [busy, setBusy] = useState(false);

  async function subscribe(plan: PaidPlanId) {
    setBusy(true);
    try {
      localStorage.setItem(SELECTED_PLAN_KEY, plan);
    } catch {
      // Only a convenience for the next visit.
    }
    try {
      const { url } = await startCheckout(plan);
      // Stays busy: the page is leaving for the checkout.
      leaveTo(url);
    } catch (error) {
      setBusy(false);
      notifyBillingFailure('checkout', error);
    }
  }

  return { busy, subscribe };
}

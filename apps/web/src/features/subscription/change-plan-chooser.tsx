import { useState } from 'react';
import { PAID_PLAN_IDS, PLANS, type PaidPlanId } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notifications';
import { changePlan, type BillingStatus } from './billing-api';
import { PlanChooser } from './plan-chooser';

interface ChangePlanChooserProps {
  currentPlan: PaidPlanId;
  provider: BillingStatus['provider'];
  onStatus(status: BillingStatus): void;
  onBack(): void;
}

const otherPlan = (plan: PaidPlanId): PaidPlanId => PAID_PLAN_IDS.find((id) => id !== plan) ?? plan;

/** What a switch costs, in the provider's terms: Stripe prorates and bills the difference at once. */
function switchNote(target: PaidPlanId, provider: BillingStatus['provider']): string {
  const period = PLANS[target].interval === 'year' ? 'yearly' : 'monthly';
  const start = `A new ${period} period starts today. The unused part of your current plan is credited`;
  return provider === 'stripe' ? `${start}, and your card is charged the difference now.` : `${start}. Sandbox: no card is charged.`;
}

/**
 * Change Plan for a paying subscriber: the other plan, switched in place (no second checkout). The
 * server answers with the new status, which the panel then shows: plan, amount and next date.
 */
export function ChangePlanChooser({ currentPlan, provider, onStatus, onBack }: ChangePlanChooserProps) {
  const [plan, setPlan] = useState<PaidPlanId>(() => otherPlan(currentPlan));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const target = PLANS[plan];

  async function submit() {
    setBusy(true);
    setRefusal(null);
    try {
      const status = await changePlan(plan);
      notify({ type: 'success', title: 'Plan changed', message: `You are now on the ${target.name} plan.`, duration: 5000, source: 'subscription' });
      onStatus(status);
      onBack();
    } catch (error) {
      // The server's refusals say what to do (a declined card, a payment to settle); others are ours.
      if (error instanceof ApiError && (error.status === 402 || error.status === 409)) setRefusal(error.message);
      else notify({ type: 'error', title: 'Failed to change plan', message: 'Please try again later', duration: 5000, source: 'subscription' });
      setBusy(false);
    }
  }

  return (
    <section className="panel-plans" aria-labelledby="change-plan-title">
      <h3 id="change-plan-title" className="panel-plans__title">
        Change plan
      </h3>
      <PlanChooser value={plan} onChange={setPlan} disabled={busy} variant="panel" currentPlan={currentPlan} />
      {plan !== currentPlan && <p className="panel-plans__note">{switchNote(plan, provider)}</p>}
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Button block disabled={busy || plan === currentPlan} onClick={() => void submit()}>
        {busy ? 'Switching...' : plan === currentPlan ? `You are on ${target.name}` : `Switch to ${target.name} (${target.priceLabel})`}
      </Button>
      <Button variant="link" onClick={onBack} disabled={busy}>
        Back to current plan
      </Button>
    </section>
  );
}

import { useState } from 'react';
import { plural, subscriptionLabel } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import type { SubscriptionView } from './billing-api';
import type { useBillingActions } from './use-billing-actions';

const PER: Record<string, string> = { monthly: '/month', yearly: '/year' };

interface CurrentPlanViewProps {
  subscription: SubscriptionView;
  actions: ReturnType<typeof useBillingActions>;
  onChangePlan(): void;
}

/** Plan, status, next billing date, amount and days remaining, with the plan's actions. */
export function CurrentPlanView({ subscription, actions, onChangePlan }: CurrentPlanViewProps) {
  const [confirmingUnsubscribe, setConfirmingUnsubscribe] = useState(false);
  const { busy } = actions;
  const cancelled = subscription.status === 'cancelled';
  const yearly = subscription.plan === 'yearly';
  const planName = subscriptionLabel({ isAdmin: false, activePlan: subscription.plan });

  return (
    <section className="current-plan" aria-labelledby="current-plan-title">
      <div className="current-plan__head">
        <h3 id="current-plan-title" className="current-plan__title">
          {`${planName} Plan`}
        </h3>
        {yearly && <span className="plan-badge">BEST VALUE</span>}
      </div>
      {yearly && <p className="current-plan__saving">Save $10 per year</p>}
      <dl className="current-plan__facts">
        <dt>Plan</dt>
        <dd>{planName}</dd>
        <dt>Status</dt>
        <dd data-status={subscription.status}>{cancelled ? 'Cancelled' : 'Active'}</dd>
        <dt>{cancelled ? 'Access until' : 'Next billing date'}</dt>
        <dd>{subscription.nextBillingDate ?? 'Never'}</dd>
        <dt>Amount</dt>
        <dd>{`$${subscription.amount}${PER[subscription.plan] ?? ''}`}</dd>
        <dt>Days remaining</dt>
        <dd>{subscription.daysRemaining === null ? 'Unlimited' : plural(subscription.daysRemaining, 'day')}</dd>
      </dl>
      {cancelled && subscription.nextBillingDate && (
        <p className="current-plan__note">{`Your plan will not renew. You keep access until ${subscription.nextBillingDate}.`}</p>
      )}

      <div className="current-plan__actions">
        <Button variant="secondary" onClick={onChangePlan} disabled={busy !== null}>
          Change Plan
        </Button>
        {subscription.canManageBilling && (
          <Button variant="secondary" onClick={() => void actions.manageBilling()} disabled={busy !== null}>
            {busy === 'portal' ? 'Opening...' : 'Manage Billing'}
          </Button>
        )}
        {cancelled ? (
          <Button onClick={() => void actions.resume()} disabled={busy !== null}>
            {busy === 'resume' ? 'Resuming...' : 'Resume Subscription'}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void actions.cancel()} disabled={busy !== null}>
            {busy === 'cancel' ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        )}
      </div>

      <div className="current-plan__danger">
        {confirmingUnsubscribe ? (
          <div role="group" aria-label="Confirm unsubscribe" className="unsubscribe-confirm">
            <p>End your subscription now? Your access stops immediately and you return to the free plan.</p>
            <div className="current-plan__actions">
              <Button className="unsubscribe-confirm__yes" onClick={() => void actions.unsubscribe()} disabled={busy !== null}>
                {busy === 'unsubscribe' ? 'Unsubscribing...' : 'Yes, Unsubscribe'}
              </Button>
              <Button variant="secondary" onClick={() => setConfirmingUnsubscribe(false)} disabled={busy !== null}>
                Keep Subscription
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="link" onClick={() => setConfirmingUnsubscribe(true)} disabled={busy !== null}>
            Unsubscribe Now
          </Button>
        )}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { Infinity as InfinityIcon } from '@phosphor-icons/react';
import { paidPlanSchema, type PaidPlanId } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import type { PanelProps } from '../../lib/panels';
import type { BillingStatus } from './billing-api';
import { ChangePlanChooser } from './change-plan-chooser';
import { CurrentPlanView } from './current-plan-view';
import { FreeAccessView } from './free-access-view';
import { PlanChooser } from './plan-chooser';
import { ProviderNote, ProviderNotConfigured } from './provider-notes';
import { useBillingActions } from './use-billing-actions';
import { useBillingStatus } from './use-billing-status';
import { storedPlan, useSubscribe } from './use-subscribe';
import './subscription.css';

/** The Subscription side panel: admin view, plan chooser, current plan, or the not-configured notice. */
export function SubscriptionPanel({ user }: PanelProps) {
  // The signed-out demo has no account to bill yet.
  if (!user) {
    return (
      <section className="subscription-panel">
        <p>Create an account to choose a plan and keep your dashboard in sync.</p>
        <a className="ui-button ui-button--primary" href="/login?signup=true">
          Sign up to subscribe
        </a>
      </section>
    );
  }
  return <SignedInSubscription userId={user.id} />;
}

function SignedInSubscription({ userId }: { userId: string }) {
  const { result, reload, replace } = useBillingStatus();

  if (result.state === 'loading') return <p className="subscription-panel__loading" role="status">Loading subscription...</p>;
  if (result.state === 'error') {
    return <LoadFailed className="subscription-panel" message="We could not load your subscription." onRetry={reload} />;
  }
  return <SubscriptionDetails userId={userId} status={result.status} onStatus={replace} />;
}

function SubscriptionDetails({ userId, status, onStatus }: { userId: string; status: BillingStatus; onStatus(status: BillingStatus): void }) {
  const [choosing, setChoosing] = useState(false);
  const actions = useBillingActions(userId, onStatus);
  const { subscription } = status;

  const paidPlan = subscription && isPaidPlan(subscription.plan) ? subscription.plan : null;

  let body;
  if (status.reason === 'admin') body = <AdminView />;
  else if (subscription?.source === 'admin') {
    // A free grant: its end date and the way to subscribe, never a bill or a renewal to cancel.
    body = (
      <>
        <FreeAccessView subscription={subscription} />
        {subscription.periodEnd !== null &&
          (status.configured ? <PanelPlanChooser provider={status.provider} title="Subscribe to keep access" /> : <ProviderNotConfigured />)}
      </>
    );
  } else if (subscription && !choosing) {
    body = <CurrentPlanView subscription={subscription} actions={actions} onChangePlan={() => setChoosing(true)} />;
  } else if (subscription && paidPlan) {
    body = <ChangePlanChooser currentPlan={paidPlan} provider={status.provider} onStatus={onStatus} onBack={() => setChoosing(false)} />;
  } else if (!status.configured) body = <ProviderNotConfigured />;
  else {
    body = (
      <PanelPlanChooser
        provider={status.provider}
        onBack={subscription ? () => setChoosing(false) : undefined}
      />
    );
  }
  return <div className="subscription-panel">{body}</div>;
}

function AdminView() {
  return (
    <section className="admin-access">
      <InfinityIcon size={40} aria-hidden="true" />
      <h3 className="admin-access__title">Unlimited Access</h3>
      <p>Your admin account has full access to every feature. No subscription is required.</p>
    </section>
  );
}

const isPaidPlan = (plan: string): plan is PaidPlanId => paidPlanSchema.safeParse(plan).success;

function PanelPlanChooser({ provider, onBack, title = 'Choose a plan' }: { provider: BillingStatus['provider']; onBack?: () => void; title?: string }) {
  const [plan, setPlan] = useState(storedPlan);
  const { busy, subscribe } = useSubscribe();
  return (
    <section className="panel-plans" aria-labelledby="panel-plans-title">
      <h3 id="panel-plans-title" className="panel-plans__title">
        {title}
      </h3>
      <PlanChooser value={plan} onChange={setPlan} disabled={busy} variant="panel" />
      <Button block disabled={busy} onClick={() => void subscribe(plan)}>
        {busy ? 'Processing...' : 'Subscribe Now'}
      </Button>
      <ProviderNote provider={provider} />
      {onBack && (
        <Button variant="link" onClick={onBack}>
          Back to current plan
        </Button>
      )}
    </section>
  );
}

import { useState } from 'react';
import { Infinity as InfinityIcon } from '@phosphor-icons/react';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import type { PanelProps } from '../../app/shell';
import type { BillingStatus } from './billing-api';
import { CurrentPlanView } from './current-plan-view';
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

  let body;
  if (status.reason === 'admin') body = <AdminView />;
  else if (subscription && !choosing) {
    body = <CurrentPlanView subscription={subscription} actions={actions} onChangePlan={() => setChoosing(true)} />;
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

function PanelPlanChooser({ provider, onBack }: { provider: BillingStatus['provider']; onBack?: () => void }) {
  const [plan, setPlan] = useState(storedPlan);
  const { busy, subscribe } = useSubscribe();
  return (
    <section className="panel-plans" aria-labelledby="panel-plans-title">
      <h3 id="panel-plans-title" className="panel-plans__title">
        Choose a plan
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

import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { signOutAndLeave } from '../../lib/sign-out';
import type { BillingStatus } from './billing-api';
import { PlanChooser } from './plan-chooser';
import { ProviderNote, ProviderNotConfigured } from './provider-notes';
import { storedPlan, useSubscribe } from './use-subscribe';
import './subscription.css';

interface PlanGateScreenProps {
  /** Null when the status could not be read. */
  status: BillingStatus | null;
  checkFailed: boolean;
  onRetry(): void;
}

/** The gate's blocked state: choose a plan and subscribe, or sign out. */
export function PlanGateScreen({ status, checkFailed, onRetry }: PlanGateScreenProps) {
  const [plan, setPlan] = useState(storedPlan);
  const [signingOut, setSigningOut] = useState(false);
  const { busy, subscribe } = useSubscribe();
  const notConfigured = status !== null && !status.configured;

  return (
    <main className="plan-gate">
      <div className="plan-gate__card">
        <header className="plan-gate__header">
          <h1 className="plan-gate__title">Choose Your Plan</h1>
          <p className="plan-gate__lead">Subscribe to open your Lodestar dashboard.</p>
        </header>
        {checkFailed && (
          <Alert tone="error">
            We could not check your subscription status.{' '}
            <Button variant="link" onClick={onRetry}>
              Try again
            </Button>
          </Alert>
        )}
        {notConfigured && <ProviderNotConfigured />}
        <PlanChooser value={plan} onChange={setPlan} disabled={busy} />
        <Button block disabled={busy || notConfigured} onClick={() => void subscribe(plan)}>
          {busy ? 'Processing...' : 'Subscribe Now'}
        </Button>
        <div className="plan-gate__notes">
          <ProviderNote provider={status?.provider} />
          <p>Cancel anytime • No hidden fees • Instant access</p>
        </div>
        <Button
          variant="link"
          className="plan-gate__sign-out"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOutAndLeave('/login');
          }}
        >
          Sign out
        </Button>
      </div>
    </main>
  );
}

import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageStatus } from '../../components/ui/page-status';
import { ApiError } from '../../lib/api';
import { refetchSession } from '../../lib/session-store';
import { ACCESS_REMEMBERED_MS, forgetAccess, hasCachedAccess, rememberAccess } from './access-cache';
import { FIRST_CARD_MAX_WAIT_MS } from '../../lib/first-card';
import { afterFirstCard } from '../../lib/first-card-signal';
import { fetchBillingStatus, type BillingStatus } from './billing-api';

// The plan chooser is for users without access: never part of the dashboard's first load.
const PlanGateScreen = lazy(() => import('./plan-gate-screen').then((m) => ({ default: m.PlanGateScreen })));

const CHECKING = 'Checking subscription status...';

export type GateState =
  | { view: 'checking' }
  | { view: 'allowed' }
  | { view: 'blocked'; status: BillingStatus | null; checkFailed: boolean };

interface SubscriptionGateProps {
  user: { id: string };
  children: ReactNode;
}

/** The signed-in app behind the subscription: the dashboard with access, the plan chooser without. */
export function SubscriptionGate({ user, children }: SubscriptionGateProps) {
  // Keyed by user: another account never inherits this one's answer.
  return (
    <GateForUser key={user.id} userId={user.id}>
      {children}
    </GateForUser>
  );
}

function GateForUser({ userId, children }: { userId: string; children: ReactNode }) {
  // A warm open with a fresh flag paints at once; the server's answer follows in the background.
  // A flag past its hour still paints at once (ACCESS_REMEMBERED_MS); the check then goes out at once too.
  const [gate, setGate] = useState<GateState>(() => (hasCachedAccess(userId, Date.now(), ACCESS_REMEMBERED_MS) ? { view: 'allowed' } : { view: 'checking' }));
  useDropSuccessParam();

  const check = useCallback(
    async (signal?: AbortSignal, afterPaint = false) => {
      try {
        // A warm open asks after its first card (lib/first-card): the card never shares the start with it.
        if (afterPaint) await afterFirstCard(FIRST_CARD_MAX_WAIT_MS);
        if (signal?.aborted) return;
        const status = await fetchBillingStatus(signal);
        if (status.allowed) {
          rememberAccess(userId);
          setGate({ view: 'allowed' });
        } else {
          forgetAccess(userId);
          setGate({ view: 'blocked', status, checkFailed: false });
        }
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          // The session ended: the session gate takes over with the login page.
          forgetAccess(userId);
          void refetchSession();
          setGate({ view: 'blocked', status: null, checkFailed: true });
          return;
        }
        // No answer is not a refusal: a warm open keeps the dashboard; a cold one cannot show it.
        setGate((current) => (current.view === 'allowed' ? current : { view: 'blocked', status: null, checkFailed: true }));
      }
    },
    [userId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void check(controller.signal, hasCachedAccess(userId));
    return () => controller.abort();
  }, [check, userId]);

  if (gate.view === 'allowed') return children;
  if (gate.view === 'checking') return <PageStatus text={CHECKING} />;
  return (
    <Suspense fallback={<PageStatus text={CHECKING} />}>
      <PlanGateScreen status={gate.status} checkFailed={gate.checkFailed} onRetry={() => void check()} />
    </Suspense>
  );
}

/**
 * The thank-you page sends the user to /app?subscription=success. The server has confirmed the payment
 * by then, so the parameter grants nothing here; it is only removed from the address.
 */
function useDropSuccessParam() {
  const [params, setParams] = useSearchParams();
  const present = params.get('subscription') === 'success';
  useEffect(() => {
    if (!present) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('subscription');
        return next;
      },
      { replace: true },
    );
  }, [present, setParams]);
}

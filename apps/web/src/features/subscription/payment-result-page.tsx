import { useCallback, type ReactNode } from 'react';
import { CheckCircle, XCircle, WarningCircle } from '@phosphor-icons/react';
import { useNavigate, useSearchParams } from 'react-router';
import { plural } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { useCountdown } from './countdown';
import { SupportLink } from './support-link';
import { usePaymentConfirmation } from './use-payment-confirmation';
import './subscription.css';

/** /subscription: where the checkout sends the user back, paid (success=true) or not (canceled=true). */
export function PaymentResultPage({ user }: { user: { id: string } }) {
  const [params] = useSearchParams();
  if (params.get('success') === 'true') return <PaymentSuccess userId={user.id} sessionId={params.get('session_id')} welcome={params.get('welcome') === '1'} />;
  if (params.get('canceled') === 'true') return <PaymentCanceled />;
  return <PaymentProcessing />;
}

function useGoHome() {
  const navigate = useNavigate();
  return useCallback(() => navigate('/', { replace: true }), [navigate]);
}

function ResultCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <main className="payment-result">
      <div className="payment-result__card">
        <span className="payment-result__icon">{icon}</span>
        <h1 className="payment-result__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

function Countdown({ seconds }: { seconds: number }) {
  return (
    <p className="payment-result__countdown" aria-live="polite">
      {`Redirecting to your dashboard in ${plural(seconds, 'second')}...`}
    </p>
  );
}

/** After a first subscription the way to the dashboard passes the welcome page (/thank-you), which confirms again. */
function PaymentSuccess({ userId, sessionId, welcome }: { userId: string; sessionId: string | null; welcome: boolean }) {
  const goHome = useGoHome();
  const navigate = useNavigate();
  const goOn = useCallback(() => {
    if (welcome && sessionId) navigate(`/thank-you?success=true&session_id=${encodeURIComponent(sessionId)}`, { replace: true });
    else goHome();
  }, [welcome, sessionId, navigate, goHome]);
  const confirmation = usePaymentConfirmation(userId, sessionId);
  const seconds = useCountdown(confirmation === 'confirmed', goOn);

  if (confirmation === 'confirming') {
    return (
      <ResultCard icon={<span className="page-status__spinner" aria-hidden="true" />} title="Processing...">
        <p role="status">Confirming your payment with the payment provider.</p>
      </ResultCard>
    );
  }
  if (confirmation === 'confirmed') {
    return (
      <ResultCard icon={<CheckCircle size={56} weight="fill" aria-hidden="true" />} title="Payment Successful!">
        <p>Your subscription is now active. Thank you for subscribing.</p>
        <Countdown seconds={seconds} />
        <Button onClick={goOn}>Return to Dashboard Now</Button>
      </ResultCard>
    );
  }
  // No session id, or the server never saw the payment complete: no access is assumed.
  return (
    <ResultCard icon={<WarningCircle size={56} weight="fill" aria-hidden="true" />} title="Payment Not Confirmed">
      <p role="alert">We could not confirm your payment yet. If you were charged, contact support.</p>
      <p>
        <SupportLink label="Contact Support" />
      </p>
      <Button variant="secondary" onClick={goHome}>
        Return to Dashboard
      </Button>
    </ResultCard>
  );
}

function PaymentCanceled() {
  const goHome = useGoHome();
  const seconds = useCountdown(true, goHome);
  return (
    <ResultCard icon={<XCircle size={56} weight="fill" aria-hidden="true" />} title="Payment Canceled">
      <p>Your payment was canceled. No charges were made.</p>
      <Countdown seconds={seconds} />
      <Button variant="secondary" onClick={goHome}>
        Return to Dashboard
      </Button>
    </ResultCard>
  );
}

function PaymentProcessing() {
  const goHome = useGoHome();
  useCountdown(true, goHome);
  return (
    <ResultCard icon={<span className="page-status__spinner" aria-hidden="true" />} title="Processing...">
      <p role="status">Taking you to your dashboard.</p>
    </ResultCard>
  );
}

import { CloudArrowUp, CreditCard, DownloadSimple, Lifebuoy, Moon, ShieldCheck, SquaresFour } from '@phosphor-icons/react';
import { greetingName } from '@lodestar/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { useAuthStatus } from '../auth/use-auth-status';
import { SupportLink } from './support-link';
import { usePaymentConfirmation } from './use-payment-confirmation';
import './subscription.css';

const BENEFITS = [
  { icon: SquaresFour, title: 'All widgets', text: 'Goals, focus timer, calendar, music, agents and more, on one page.' },
  { icon: CloudArrowUp, title: 'Cloud sync', text: 'Your dashboard follows you to every device you sign in on.' },
  { icon: ShieldCheck, title: 'Automatic backups', text: 'Your data is backed up as you work, ready to restore.' },
  { icon: Lifebuoy, title: 'Priority support', text: 'Questions go to the front of the queue.' },
];

const NEXT_STEPS = [
  'Pick the widgets you want on your dashboard in Settings.',
  'Add your bookmarks and review goals.',
  'Start a Pomodoro session and make today count.',
];

/** Where the things a new subscriber asks about first live; each names a control the app has today. */
const GOOD_TO_KNOW = [
  { icon: CreditCard, text: 'Your plan: switch between Monthly and Yearly, or stop renewal, in the Subscription panel.' },
  { icon: Moon, text: 'Light or dark: switch the theme with the moon or sun button in the header (in the menu on a phone).' },
  { icon: DownloadSimple, text: 'Your data: download a backup any time from Settings, under Data & Backup.' },
];

/** /thank-you: signed in only; the login page otherwise. */
export function ThankYouRoute() {
  const status = useAuthStatus();
  if (status.state === 'loading') return <PageStatus text="Authenticating..." />;
  if (status.state === 'signed-out') return <Navigate to="/login" replace />;
  return <ThankYouPage user={status.user} />;
}

export function ThankYouPage({ user }: { user: { id: string; name?: string | null; email: string } }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('success') === 'true' ? params.get('session_id') : null;
  const confirmation = usePaymentConfirmation(user.id, sessionId);
  const busy = confirmation === 'confirming';

  return (
    // The welcome toast stands in the bottom corner here, clear of the headline.
    <main className="thank-you" data-toasts-bottom="">
      <header className="thank-you__header">
        <h1 className="thank-you__title">{`Thank you, ${greetingName(user)}!`}</h1>
        <p className="thank-you__lead">Welcome to Lodestar. Everything is unlocked and ready for you.</p>
        {busy && <p role="status">Confirming your payment...</p>}
        {confirmation === 'confirmed' && <p role="status">Your subscription is active.</p>}
        {confirmation === 'unconfirmed' && (
          <Alert tone="error">We could not confirm your payment yet. If you were charged, contact support.</Alert>
        )}
      </header>

      <section className="thank-you__benefits" aria-label="What you get">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <article key={title} className="benefit-card">
            <Icon size={28} aria-hidden="true" />
            <h2 className="benefit-card__title">{title}</h2>
            <p>{text}</p>
          </article>
        ))}
      </section>

      <section className="thank-you__tips" aria-labelledby="good-to-know-title">
        <h2 id="good-to-know-title">Good to know</h2>
        <ul>
          {GOOD_TO_KNOW.map(({ icon: Icon, text }) => (
            <li key={text}>
              <Icon size={24} aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="thank-you__next" aria-labelledby="next-title">
        <h2 id="next-title">{"What's Next"}</h2>
        <ol>
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <Button disabled={busy} onClick={() => navigate('/app?subscription=success')}>
        {"Let's Go!"}
      </Button>
      <p className="thank-you__support">
        Questions? <SupportLink label="Contact Support" />
      </p>
    </main>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { authErrorMessage, AUTH_MESSAGES } from '@lodestar/core';
import { api, ApiError } from '../../lib/api';
import { getSessionState, refetchSession } from '../../lib/session-store';
import { checkLinkComplete } from './validate';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { EMAIL_FOR_SIGN_IN_KEY } from './email-link-form';
import { AuthCard } from './auth-card';
import { EmailOnlyForm } from './email-only-form';

interface LinkCompletionProps {
  token: string;
  /** The email from the link's query, if any. */
  linkEmail: string | null;
}

function storedEmail(): string | null {
  try {
    return window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    return null;
  }
}

function forgetStoredEmail() {
  try {
    window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/**
 * Completes an emailed sign-in link. The email comes from the link, else from this browser (it asked
 * for the link), else the user types it; the server checks that it matches the link's.
 */
export function LinkCompletion({ token, linkEmail }: LinkCompletionProps) {
  const navigate = useNavigate();
  const [knownEmail] = useState(() => linkEmail || storedEmail());
  const [typedEmail, setTypedEmail] = useState('');
  const [busy, setBusy] = useState(Boolean(knownEmail));
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // A mistyped email leaves the link valid: the page asks for the address again (issue 23 item 8).
  const [retype, setRetype] = useState(false);
  const started = useRef(false);

  async function complete(email: string) {
    setBusy(true);
    setError(null);
    try {
      await api('/api/login-link/complete', { method: 'POST', body: { token, email } });
      forgetStoredEmail();
      await refetchSession();
      // A session check already on its way when the cookie was set answers 'signed out' (and is shared): ask again.
      if (getSessionState().status !== 'signed-in') await refetchSession();
      navigate('/app', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? authErrorMessage('link-complete', failure.code) : AUTH_MESSAGES.linkCompleteFailed);
      setRetype(failure instanceof ApiError && failure.code === 'EMAIL_MISMATCH');
      setTypedEmail(email);
      setFailed(true);
      setBusy(false);
    }
  }

  useEffect(() => {
    // Once only: a second call (React's development double effects) would find the link used.
    if (!knownEmail || started.current) return;
    started.current = true;
    void complete(knownEmail);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkLinkComplete({ token, email: typedEmail });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    void complete(parsed.data.email);
  }

  if (failed) {
    return (
      <AuthCard title="This link did not work">
        <Alert tone="error">{error}</Alert>
        {retype ? (
          <>
            <p className="auth-card__lead">Type the email address this link was sent to:</p>
            <EmailOnlyForm
              email={typedEmail}
              onEmailChange={setTypedEmail}
              busy={busy}
              submitLabel={busy ? 'Signing in...' : 'Complete Sign-in'}
              onSubmit={submit}
            />
          </>
        ) : null}
        <Button variant="secondary" block onClick={() => navigate('/login', { replace: true })}>
          Back to login
        </Button>
      </AuthCard>
    );
  }
  if (knownEmail) return <PageStatus text="Completing sign-in..." />;

  return (
    <AuthCard title="Almost there">
      <p className="auth-card__lead">{AUTH_MESSAGES.linkNeedsEmail}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <EmailOnlyForm
        email={typedEmail}
        onEmailChange={setTypedEmail}
        busy={busy}
        submitLabel={busy ? 'Signing in...' : 'Complete Sign-in'}
        onSubmit={submit}
      />
    </AuthCard>
  );
}

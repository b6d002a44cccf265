import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@lodestar/core';
import { refetchSession } from '../../lib/session-store';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { AuthCard } from './auth-card';
import { CredentialsForm, type LoginMode } from './credentials-form';
import { EmailLinkForm } from './email-link-form';
import { removeLoginPicture } from './login-picture';
import { usePublicConfig } from './use-public-config';

// The Google pop-up flow loads only once the server says Google sign-in is enabled: the form paints first.
const GoogleSignIn = lazy(() => import('./google-sign-in').then((m) => ({ default: m.GoogleSignIn })));

/** Query parameters that only set the page up and are cleared once read. */
const ONE_SHOT_PARAMS = ['signup', 'error', 'error_description'];

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const config = usePublicConfig();
  // The live page takes the place of index.html's picture of it, before the browser paints.
  useLayoutEffect(removeLoginPicture, []);

  const [mode, setMode] = useState<LoginMode>(() => (params.get('signup') === 'true' ? 'sign-up' : 'sign-in'));
  const [linkMode, setLinkMode] = useState(false);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A failed Google redirect (pop-ups blocked) comes back here with ?error=.
  const [error, setError] = useState<string | null>(() => (params.get('error') ? AUTH_MESSAGES.googleLoginPage : null));

  useEffect(() => {
    if (!ONE_SHOT_PARAMS.some((name) => params.has(name))) return;
    const rest = new URLSearchParams(params);
    for (const name of ONE_SHOT_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
  }, [params, setParams]);

  async function onSignedIn() {
    await refetchSession();
    navigate('/app', { replace: true });
  }

  function showError(message: string | null) {
    setNotice(null);
    setError(message);
  }

  function switchMode() {
    setMode((current) => (current === 'sign-in' ? 'sign-up' : 'sign-in'));
    setLinkMode(false);
    showError(null);
  }

  function toggleLinkMode() {
    setLinkMode((current) => !current);
    showError(null);
  }

  const signingUp = mode === 'sign-up';
  return (
    <AuthCard
      // Titles avoid the words of the controls below, so finding a control by its text stays unambiguous.
      title={linkMode ? 'Passwordless access' : signingUp ? 'Create your account' : 'Welcome back'}
      subtitle={
        linkMode
          ? 'We will send you a link that opens your dashboard.'
          : signingUp
            ? 'Start your dashboard in under a minute.'
            : 'Good to see you again.'
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {linkMode ? (
        <EmailLinkForm
          email={email}
          onEmailChange={setEmail}
          busy={busy}
          onBusyChange={setBusy}
          onError={showError}
          onSent={setNotice}
        />
      ) : (
        <CredentialsForm
          mode={mode}
          email={email}
          onEmailChange={setEmail}
          busy={busy}
          onBusyChange={setBusy}
          onError={showError}
          onSignedIn={onSignedIn}
          onSignedUp={() => {
            setError(null);
            setNotice(AUTH_MESSAGES.confirmEmailSent);
          }}
        />
      )}
      <p className="login-divider">
        <span>or continue with</span>
      </p>
      <div className="login-alternatives">
        {config?.googleEnabled ? (
          <Suspense fallback={null}>
            <GoogleSignIn onSuccess={() => void onSignedIn()} onError={showError} disabled={busy} />
          </Suspense>
        ) : null}
        <Button variant="secondary" block onClick={toggleLinkMode} disabled={busy}>
          {linkMode ? 'Use Password' : 'Email Link'}
        </Button>
      </div>
      <p className="login-switch">
        {signingUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <Button variant="link" onClick={switchMode} disabled={busy}>
          {signingUp ? 'Sign In' : 'Sign Up'}
        </Button>
      </p>
      <Button variant="secondary" block onClick={() => navigate('/demo')} disabled={busy}>
        Try without an account
      </Button>
    </AuthCard>
  );
}

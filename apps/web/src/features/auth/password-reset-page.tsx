import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PASSWORD_MESSAGES, passwordErrorMessage, type ResetLinkState } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { api, ApiError } from '../../lib/api';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordField } from './password-field';

const MIN_LENGTH = 6;
const MAX_LENGTH = 128;

function BackToLogin() {
  const navigate = useNavigate();
  return (
    <Button variant="secondary" block onClick={() => navigate('/login', { replace: true })}>
      Back to login
    </Button>
  );
}

/** /login?forgot=true: 'Forgot password?' from the login form (which passes the email typed there). */
export function ForgotPasswordPage() {
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  return (
    <AuthCard title="Reset your password" subtitle="Enter your account’s email: we will send you a link to choose a new password.">
      <ForgotPasswordForm initialEmail={typeof typed === 'string' ? typed : ''} />
      <BackToLogin />
    </AuthCard>
  );
}

/** /login?forgot=true asks for the email; /login?reset=<token> sets the new password. */
export function PasswordReset({ token }: { token: string | null }) {
  return token === null ? <ForgotPasswordPage /> : <ResetPasswordPage token={token} />;
}

type Stage = { name: 'checking' } | { name: ResetLinkState } | { name: 'done' };

/**
 * /login?reset=<token>: the link mailed by 'Forgot password?'. It asks the server first whether the link
 * still works, so an expired or used one says so before a password is typed, and offers a new one.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const [stage, setStage] = useState<Stage>({ name: 'checking' });
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api<{ state: ResetLinkState }>(`/api/password-reset/status?token=${encodeURIComponent(token)}`, { signal: controller.signal }).then(
      ({ state }) => setStage({ name: state }),
      // Unknown (offline, server busy): the form stays, and the server still decides on submit.
      () => !controller.signal.aborted && setStage({ name: 'valid' }),
    );
    return () => controller.abort();
  }, [token]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_LENGTH || password.length > MAX_LENGTH) {
      setError(password.length < MIN_LENGTH ? PASSWORD_MESSAGES.weak : PASSWORD_MESSAGES.tooLong);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await api('/api/auth/reset-password', { method: 'POST', body: { token, newPassword: password } });
      setStage({ name: 'done' });
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : undefined;
      if (code === 'RESET_LINK_EXPIRED') setStage({ name: 'expired' });
      else if (code === 'RESET_LINK_USED' || code === 'INVALID_TOKEN') setStage({ name: 'used' });
      else setError(passwordErrorMessage('reset', code));
    } finally {
      setBusy(false);
    }
  }

  if (stage.name === 'checking') return <PageStatus text="Checking your link..." />;
  if (stage.name === 'done') {
    return (
      <AuthCard title="Password reset">
        <Alert tone="success">{PASSWORD_MESSAGES.resetDone}</Alert>
        <BackToLogin />
      </AuthCard>
    );
  }
  if (stage.name !== 'valid') {
    return (
      <AuthCard title="This link did not work">
        <Alert tone="error">{stage.name === 'expired' ? PASSWORD_MESSAGES.resetExpired : PASSWORD_MESSAGES.resetUsed}</Alert>
        <ForgotPasswordForm />
        <BackToLogin />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle="Every device signed in to your account will be signed out.">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form className="login-form" onSubmit={submit} noValidate>
        <fieldset className="login-form__fields" disabled={busy}>
          <PasswordField label="New password" value={password} onChange={setPassword} autoComplete="new-password" hint="Must be at least 6 characters" />
          <Button type="submit" block>
            {busy ? 'Saving...' : 'Set New Password'}
          </Button>
        </fieldset>
      </form>
      <BackToLogin />
    </AuthCard>
  );
}

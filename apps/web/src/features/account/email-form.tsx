import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CurrentPasswordField } from '../../components/ui/current-password-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { refetchSession } from '../../lib/session-store';
import { notify } from '../../lib/notifications';
import { signOutAndLeave } from '../../lib/sign-out';
import { accountApi } from './account-api';
import { usePasswordPrompt } from './use-password-prompt';

interface EmailFormProps {
  email: string;
  /** Accounts without a password (Google, email link) prove a recent sign-in by signing in again. */
  hasPassword: boolean;
  onSaved(email: string): void;
}

/**
 * Changing the sign-in email (Settings). The server wants a recent sign-in: when the session is too
 * old it says so, and the password re-authenticates on the spot before the change is retried.
 */
export function EmailForm({ email, hasPassword, onSaved }: EmailFormProps) {
  const [value, setValue] = useState(email);
  const { password, setPassword, error, setError, busy, setBusy, begin } = usePasswordPrompt(ACCOUNT_MESSAGES.passwordRequired);
  const [needsReauth, setNeedsReauth] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const unchanged = value.trim().toLowerCase() === email.toLowerCase();

  async function change(newEmail: string) {
    try {
      const saved = await accountApi.changeEmail(newEmail);
      setNeedsReauth(false);
      setPassword('');
      if (saved.pending) {
        // Nothing changes until the owner of the new address opens the link mailed there.
        setValue(email);
        setSentTo(saved.email);
        return;
      }
      setValue(saved.email);
      onSaved(saved.email);
      notify({ type: 'success', title: 'Profile Updated', message: `Your email is now ${saved.email}.`, duration: 3000, source: 'account' });
      void refetchSession().catch(() => undefined);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'REQUIRES_RECENT_LOGIN') {
        setNeedsReauth(true);
        setError(ACCOUNT_MESSAGES.requiresRecentLogin);
      } else if (caught instanceof ApiError && (caught.code === 'EMAIL_IN_USE' || caught.code === 'INVALID_INPUT')) {
        setError(caught.message);
      } else {
        setError(ACCOUNT_MESSAGES.updateDefault);
        notify({ type: 'error', ...ACCOUNT_MESSAGES.updateToast, duration: 5000, source: 'account' });
      }
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (unchanged) return setError(ACCOUNT_MESSAGES.emailUnchanged);
    setBusy(true);
    setError(null);
    setSentTo(null);
    await change(value);
    setBusy(false);
  }

  async function reauthenticate(event: FormEvent) {
    if (!begin(event)) return;
    try {
      await accountApi.reauthenticate(password);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : ACCOUNT_MESSAGES.reauthFailed);
      setBusy(false);
      return;
    }
    await change(value);
    setBusy(false);
  }

  return (
    <div className="account-email">
      <form className="account-form" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={value}
          disabled={busy || needsReauth}
          onChange={(event) => {
            setValue(event.target.value);
            if (error === ACCOUNT_MESSAGES.emailUnchanged) setError(null);
          }}
        />
        {!needsReauth && (
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? 'Updating...' : 'Update Email'}
          </Button>
        )}
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {sentTo && (
        <Alert tone="success">
          Check {sentTo} for a link to confirm the change. Your email stays {email} until then.
        </Alert>
      )}
      {needsReauth && hasPassword && (
        <form className="account-form" onSubmit={reauthenticate} noValidate>
          <CurrentPasswordField label="Current password" value={password} disabled={busy} onChange={setPassword} />
          <div className="account-form__actions">
            <Button type="submit" disabled={busy}>
              {busy ? 'Confirming...' : 'Confirm and Update'}
            </Button>
            <Button
              variant="link"
              disabled={busy}
              onClick={() => {
                setNeedsReauth(false);
                setError(null);
                setPassword('');
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
      {needsReauth && !hasPassword && (
        <Button variant="secondary" onClick={() => void signOutAndLeave('/login')}>
          Sign in again
        </Button>
      )}
    </div>
  );
}

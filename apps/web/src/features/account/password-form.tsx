import { useState, type FormEvent } from 'react';
import { PASSWORD_MESSAGES, passwordErrorMessage } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { accountApi } from './account-api';

const MIN_LENGTH = 6;
const MAX_LENGTH = 128;

/** The form's own checks, the same rules and texts as core's passwordChangeInput (the server checks again). */
function check(current: string, next: string): string | null {
  if (current.length === 0) return PASSWORD_MESSAGES.currentRequired;
  if (next.length < MIN_LENGTH) return PASSWORD_MESSAGES.weak;
  if (next.length > MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (next === current) return PASSWORD_MESSAGES.sameAsCurrent;
  return null;
}

/**
 * 'Change password' in Account Information: the current password and a new one. The server signs
 * every other device out, keeps this one signed in and mails the owner a notice.
 */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = check(current, next);
    setDone(false);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await accountApi.changePassword(current, next);
      setCurrent('');
      setNext('');
      setDone(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? passwordErrorMessage('change', caught.code) : PASSWORD_MESSAGES.changeDefault);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-password" aria-labelledby="account-password-title">
      <h3 id="account-password-title" className="account-section__title">
        Change password
      </h3>
      <form className="account-form" onSubmit={submit} noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          disabled={busy}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={next}
          disabled={busy}
          hint="Must be at least 6 characters"
          onChange={(event) => setNext(event.target.value)}
        />
        {error && <Alert tone="error">{error}</Alert>}
        {done && <Alert tone="success">{PASSWORD_MESSAGES.changed}</Alert>}
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </section>
  );
}

/**
 * An account without a password (Google, email link) gets one through the reset link mailed to its
 * own address: the same proof as 'Forgot password?', without leaving the panel.
 */
export function SetPasswordByMail({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | { error: string }>('idle');

  async function send() {
    setState('busy');
    try {
      await accountApi.requestPasswordLink(email);
      setState('sent');
    } catch (caught) {
      setState({ error: caught instanceof ApiError ? passwordErrorMessage('request', caught.code) : PASSWORD_MESSAGES.resetDefault });
    }
  }

  return (
    <section className="account-password" aria-labelledby="account-password-title">
      <h3 id="account-password-title" className="account-section__title">
        Change password
      </h3>
      <p className="account-panel__meta">{PASSWORD_MESSAGES.noPassword} We can email you a link to set one.</p>
      {typeof state === 'object' && <Alert tone="error">{state.error}</Alert>}
      {state === 'sent' ? (
        <Alert tone="success">Check {email} for a link to set your password. It works once, within an hour.</Alert>
      ) : (
        <Button variant="secondary" disabled={state === 'busy'} onClick={() => void send()}>
          {state === 'busy' ? 'Sending...' : 'Email me a link to set a password'}
        </Button>
      )}
    </section>
  );
}

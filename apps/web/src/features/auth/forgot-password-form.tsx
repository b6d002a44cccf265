import { useState, type FormEvent } from 'react';
import { PASSWORD_MESSAGES, passwordErrorMessage } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { api, ApiError } from '../../lib/api';
import { EmailOnlyForm } from './email-only-form';
import { checkLinkRequest } from './validate';

/**
 * Asks Better Auth to mail a reset link. The answer is the same whether or not the address has an
 * account, and so is what this form says: only the mailbox learns which.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkLinkRequest({ email });
    setSent(false);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await api('/api/auth/request-password-reset', { method: 'POST', body: { email: parsed.data.email } });
      setSent(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? passwordErrorMessage('request', caught.code) : PASSWORD_MESSAGES.resetDefault);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {sent ? <Alert tone="success">{PASSWORD_MESSAGES.resetSent}</Alert> : null}
      <EmailOnlyForm email={email} onEmailChange={setEmail} busy={busy} submitLabel={busy ? 'Sending...' : 'Send Reset Link'} onSubmit={submit} />
    </>
  );
}

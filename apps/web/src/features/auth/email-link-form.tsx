import { useState, type FormEvent } from 'react';
import { authErrorMessage, AUTH_MESSAGES } from '@lodestar/core';
import { sendMagicLink } from './auth-api';
import { checkLinkRequest } from './validate';
import { EmailOnlyForm } from './email-only-form';

/** Where the browser remembers which address asked for a link, so opening it here needs no retyping. */
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';

interface EmailLinkFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onError: (message: string | null) => void;
  onSent: (message: string) => void;
}

export function EmailLinkForm({ email, onEmailChange, busy, onBusyChange, onError, onSent }: EmailLinkFormProps) {
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkLinkRequest({ email });
    if (!parsed.ok) {
      onError(parsed.message);
      return;
    }
    onError(null);
    onBusyChange(true);
    setSending(true);
    try {
      const result = await sendMagicLink({ email: parsed.data.email });
      if (result.error) {
        onError(authErrorMessage('link-send', result.error.code));
      } else {
        window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, parsed.data.email);
        onSent(AUTH_MESSAGES.linkSentLoginPage);
      }
    } catch {
      onError(AUTH_MESSAGES.linkSendDefault);
    }
    setSending(false);
    onBusyChange(false);
  }

  return (
    <EmailOnlyForm
      email={email}
      onEmailChange={onEmailChange}
      busy={busy}
      submitLabel={sending ? 'Sending...' : 'Send Sign-in Link'}
      onSubmit={submit}
    />
  );
}

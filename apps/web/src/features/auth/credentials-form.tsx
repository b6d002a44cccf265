import { useState, type FormEvent } from 'react';
import { authErrorMessage, AUTH_MESSAGES, firstIssue, signInInput, signUpInput } from '@lodestar/core';
import { authClient } from '../../lib/auth-client';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

export type LoginMode = 'sign-in' | 'sign-up';

interface CredentialsFormProps {
  mode: LoginMode;
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onError: (message: string | null) => void;
  onSignedIn: () => Promise<void>;
}

/** Email and password sign-in, or sign-up with a name; validated with core's schemas first. */
export function CredentialsForm({ mode, email, onEmailChange, busy, onBusyChange, onError, onSignedIn }: CredentialsFormProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const signingUp = mode === 'sign-up';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signingUp
      ? signUpInput.safeParse({ name, email, password })
      : signInInput.safeParse({ email, password });
    if (!parsed.success) {
      onError(firstIssue(parsed.error));
      return;
    }
    onError(null);
    onBusyChange(true);
    const flow = signingUp ? 'sign-up' : 'sign-in';
    try {
      // No automatic session signal: onSignedIn re-reads the session itself and waits for it.
      const options = { disableSignal: true };
      const { email: cleanEmail } = parsed.data;
      const result = signingUp
        ? await authClient.signUp.email({ name: name.trim(), email: cleanEmail, password }, options)
        : await authClient.signIn.email({ email: cleanEmail, password }, options);
      if (result.error) {
        onError(authErrorMessage(flow, result.error.code));
      } else if (!result.data?.user) {
        onError(signingUp ? AUTH_MESSAGES.registrationFailed : AUTH_MESSAGES.loginFailed);
      } else {
        await onSignedIn();
        return;
      }
    } catch {
      onError(AUTH_MESSAGES.unexpectedError);
    }
    onBusyChange(false);
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <fieldset className="login-form__fields" disabled={busy}>
        {signingUp ? (
          <TextField label="Name" name="name" autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} />
        ) : null}
        <EmailField value={email} onChange={onEmailChange} />
        <PasswordField
          value={password}
          onChange={setPassword}
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          hint={signingUp ? 'Must be at least 6 characters' : undefined}
        />
        <Button type="submit" block>
          {signingUp ? (busy ? 'Creating account...' : 'Create Account') : busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </fieldset>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { authErrorMessage, AUTH_MESSAGES } from '@lodestar/core';
import { signInEmail, signUpEmail } from './auth-api';
import { checkSignIn, checkSignUp } from './validate';
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
  /** A sign-up waits for its owner to open the link mailed to the address. */
  onSignedUp: (email: string) => void;
}

/** Email and password sign-in, or sign-up with a name; checked as core's schemas do (validate.ts) first. */
export function CredentialsForm({ mode, email, onEmailChange, busy, onBusyChange, onError, onSignedIn, onSignedUp }: CredentialsFormProps) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const signingUp = mode === 'sign-up';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signingUp ? checkSignUp({ name, email, password }) : checkSignIn({ email, password });
    if (!parsed.ok) {
      onError(parsed.message);
      return;
    }
    onError(null);
    onBusyChange(true);
    const flow = signingUp ? 'sign-up' : 'sign-in';
    try {
      // onSignedIn re-reads the session itself and waits for it.
      const { email: cleanEmail } = parsed.data;
      const result = signingUp
        ? await signUpEmail({ name: name.trim(), email: cleanEmail, password })
        : await signInEmail({ email: cleanEmail, password });
      if (result.error) {
        onError(authErrorMessage(flow, result.error.code));
      } else if (!result.data?.user) {
        onError(signingUp ? AUTH_MESSAGES.registrationFailed : AUTH_MESSAGES.loginFailed);
      } else if (signingUp) {
        setPassword('');
        onSignedUp(cleanEmail);
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
        {/* Only the link lives here: the reset pages are a chunk of their own (login-route.tsx). */}
        {signingUp ? null : (
          <a
            className="login-forgot"
            href="/login?forgot=true"
            onClick={(event) => {
              // In-app (the email typed so far comes along); React Router's Link would add to the first screen.
              event.preventDefault();
              navigate('/login?forgot=true', { state: { email } });
            }}
          >
            Forgot password?
          </a>
        )}
        <Button type="submit" block>
          {signingUp ? (busy ? 'Creating account...' : 'Create Account') : busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </fieldset>
    </form>
  );
}

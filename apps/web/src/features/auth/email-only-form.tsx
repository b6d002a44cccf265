import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { EmailField } from './email-field';

interface EmailOnlyFormProps {
  email: string;
  onEmailChange(email: string): void;
  busy: boolean;
  submitLabel: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** A login form that asks for the email alone (send a link, finish a link opened elsewhere). */
export function EmailOnlyForm({ email, onEmailChange, busy, submitLabel, onSubmit }: EmailOnlyFormProps) {
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <fieldset className="login-form__fields" disabled={busy}>
        <EmailField value={email} onChange={onEmailChange} />
        <Button type="submit" block>
          {submitLabel}
        </Button>
      </fieldset>
    </form>
  );
}

import { lazy, Suspense, useState } from 'react';
import { TextField } from '../../components/ui/text-field';

// The toggle (and its name) is there at first paint; its glyph follows the form by a few milliseconds.
const EyeIcon = lazy(() => import('./eye-icon').then((m) => ({ default: m.EyeIcon })));

interface PasswordFieldProps {
  /** 'Password' unless told ('New password' on the reset page). */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

export function PasswordField({ label = 'Password', value, onChange, autoComplete, hint }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      name="password"
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
      trailing={
        <button
          type="button"
          className="ui-field__toggle"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Suspense fallback={null}>
            <EyeIcon open={visible} />
          </Suspense>
        </button>
      }
    />
  );
}

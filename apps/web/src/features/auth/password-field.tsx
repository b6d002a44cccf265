import { useState } from 'react';
import { Eye, EyeSlash } from '@phosphor-icons/react';
import { TextField } from '../../components/ui/text-field';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

export function PasswordField({ value, onChange, autoComplete, hint }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label="Password"
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
          {visible ? <EyeSlash size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      }
    />
  );
}

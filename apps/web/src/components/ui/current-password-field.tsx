import { TextField } from './text-field';

interface CurrentPasswordFieldProps {
  label: string;
  value: string;
  disabled: boolean;
  onChange(value: string): void;
}

/** The focused password field of a prompt that re-checks who is at the keyboard. */
export function CurrentPasswordField({ label, value, disabled, onChange }: CurrentPasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="current-password"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      autoFocus
    />
  );
}

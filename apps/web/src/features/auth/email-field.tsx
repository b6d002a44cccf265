import { TextField } from '../../components/ui/text-field';

interface EmailFieldProps {
  value: string;
  onChange(email: string): void;
}

/** The sign-in forms' Email field. */
export function EmailField({ value, onChange }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

import { useId, useState } from 'react';
import { TextField } from '../../components/ui/text-field';

interface NumberSettingProps {
  label: string;
  value: number;
  validate(raw: string): { ok: true; value: number } | { ok: false; error: string };
  onValid(value: number): void;
}

/** A number typed by the user: a valid value is kept at once; an invalid one shows why, and nothing is saved. */
export function NumberSetting({ label, value, validate, onValid }: NumberSettingProps) {
  const [raw, setRaw] = useState<string | null>(null);
  const errorId = useId();
  const checked = raw === null ? null : validate(raw);
  const error = checked && !checked.ok ? checked.error : null;
  return (
    <div className="pomo-number">
      <TextField
        label={label}
        type="number"
        inputMode="numeric"
        value={raw ?? String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setRaw(next);
          const result = validate(next);
          if (result.ok) onValid(result.value);
        }}
        onBlur={() => {
          if (raw !== null && validate(raw).ok) setRaw(null);
        }}
      />
      {error && (
        <p id={errorId} className="pomo-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

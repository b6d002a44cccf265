import type { ReactNode } from 'react';

interface ToggleRowProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  hint?: string;
  children?: ReactNode;
}

/** An on/off setting: a labelled switch (a checkbox with the switch role). */
export function ToggleRow({ label, checked, onChange, disabled, hint }: ToggleRowProps) {
  return (
    <label className="settings-toggle" data-disabled={disabled}>
      <span className="settings-toggle__text">
        <span className="settings-toggle__label">{label}</span>
        {hint && <span className="settings-toggle__hint">{hint}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="settings-toggle__switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

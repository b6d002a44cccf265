import { useId } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';
import './controls.css';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  label: string;
  disabled?: boolean;
}

/** A labelled on/off switch (role switch). */
export function Switch({ checked, onCheckedChange, label, disabled }: SwitchProps) {
  const id = useId();
  return (
    <div className="ui-switch">
      <label htmlFor={id}>{label}</label>
      <RadixSwitch.Root id={id} className="ui-switch__track" checked={checked} disabled={disabled} onCheckedChange={onCheckedChange}>
        <RadixSwitch.Thumb className="ui-switch__thumb" />
      </RadixSwitch.Root>
    </div>
  );
}

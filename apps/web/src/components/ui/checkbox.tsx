import { useId } from 'react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from '@phosphor-icons/react';
import './controls.css';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  label: string;
  disabled?: boolean;
}

/** A labelled Radix checkbox (role checkbox, toggled by Space or a click on the label). */
export function Checkbox({ checked, onCheckedChange, label, disabled }: CheckboxProps) {
  const id = useId();
  return (
    <div className="ui-check">
      <RadixCheckbox.Root
        id={id}
        className="ui-check__box"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onCheckedChange(next === true)}
      >
        <RadixCheckbox.Indicator>
          <Check size={14} weight="bold" aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

import { useId } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import { CaretDown, Check } from '@phosphor-icons/react';
import './controls.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  options: readonly SelectOption[];
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A labelled Radix select (a listbox with type-ahead and arrow keys). Option values must not be ''. */
export function Select({ label, value, onValueChange, options, hideLabel = false, disabled, className }: SelectProps) {
  const id = useId();
  return (
    <div className={['ui-field', className ?? ''].filter(Boolean).join(' ')}>
      <label id={`${id}-label`} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
        <RadixSelect.Trigger className="ui-select__trigger" aria-labelledby={`${id}-label`}>
          <RadixSelect.Value />
          <RadixSelect.Icon>
            <CaretDown size={14} aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className="ui-select__content" position="popper" sideOffset={4}>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} className="ui-select__item">
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className="ui-select__check">
                    <Check size={14} aria-hidden="true" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </div>
  );
}

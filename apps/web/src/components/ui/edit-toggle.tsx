import type { ButtonHTMLAttributes } from 'react';
import type { EditMode } from '../../lib/use-edit-mode';
import './controls.css';

interface EditToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> {
  mode: EditMode;
}

/**
 * The phone's Edit button, 'Done' while editing (iOS's words). Its name is the state, so it carries no aria-pressed:
 * a toggle button whose label changes would read 'Done, pressed'. Shown on phones only (controls.css).
 */
export function EditToggle({ mode, className, ...rest }: EditToggleProps) {
  return (
    <button
      ref={mode.toggleRef}
      type="button"
      className={['ui-edit-toggle', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
      onClick={mode.toggle}
    >
      {mode.editing ? 'Done' : 'Edit'}
    </button>
  );
}

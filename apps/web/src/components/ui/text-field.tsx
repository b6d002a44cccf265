import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './controls.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** What is wrong with the value, shown under the field and announced; the input is marked invalid. */
  error?: string;
  /** Rendered inside the input's frame after the input, e.g. a show/hide toggle. */
  trailing?: ReactNode;
}

/** A labelled input; the label is a real <label>, so the input's accessible name is the label text. */
export function TextField({ label, hint, error, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        <input id={id} className="ui-field__input" aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

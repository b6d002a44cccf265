import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** Rendered inside the input's frame after the input, e.g. a show/hide toggle. */
  trailing?: ReactNode;
}

/** A labelled input; the label is a real <label>, so the input's accessible name is the label text. */
export function TextField({ label, hint, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['ui-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        <input id={id} className="ui-field__input" aria-describedby={hintId} {...input} />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

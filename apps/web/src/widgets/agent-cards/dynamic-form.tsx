import { useId, useState, type FormEvent } from 'react';
import {
  formSubmission,
  initialFormValues,
  validateForm,
  type FormErrors,
  type FormField,
  type FormValue,
  type FormValues,
} from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Select } from '../../components/ui/select';

interface DynamicFormProps {
  fields: readonly FormField[];
  submitLabel?: string;
  disabled?: boolean;
  onSubmit(values: Record<string, FormValue>): void;
}

/**
 * The agent's own form (spec 002 §5): each field's errors show on submit, clear when that field is
 * edited, and the form is not sent while any remains.
 */
export function DynamicForm({ fields, submitLabel = 'Submit', disabled = false, onSubmit }: DynamicFormProps) {
  const [values, setValues] = useState<FormValues>(() => initialFormValues(fields));
  const [errors, setErrors] = useState<FormErrors>({});
  const hasErrors = Object.keys(errors).length > 0;

  const change = (id: string, value: FormValue) => {
    setValues((current) => ({ ...current, [id]: value }));
    setErrors(({ [id]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(fields, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(formSubmission(fields, values));
  };

  return (
    <form className="ag-form" noValidate onSubmit={submit}>
      {fields.map((field) => (
        <FieldControl key={field.id} field={field} value={values[field.id]} error={errors[field.id]} onChange={(value) => change(field.id, value)} />
      ))}
      <div className="ag-form__actions">
        <Button type="submit" disabled={disabled || hasErrors}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface FieldControlProps {
  field: FormField;
  value: FormValue | undefined;
  error: string | undefined;
  onChange(value: FormValue): void;
}

function FieldControl({ field, value, error, onChange }: FieldControlProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const label = `${field.label}${field.required ? ' *' : ''}`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const errorLine = error ? <p id={errorId} className="ag-field__error" role="alert">{error}</p> : null;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';

  if (field.type === 'checkbox') {
    return (
      <div className="ag-field">
        <Checkbox label={label} checked={value === true} onCheckedChange={onChange} />
        {errorLine}
      </div>
    );
  }
  if (field.type === 'select') {
    return (
      <div className="ag-field" {...(error ? { 'aria-describedby': errorId } : {})}>
        <Select label={label} value={text} onValueChange={onChange} options={field.options.filter((o) => o.value !== '')} />
        {errorLine}
      </div>
    );
  }
  if (field.type === 'radio') {
    return (
      <fieldset className="ag-field ag-field--radio" {...described}>
        <legend className="ui-field__label">{label}</legend>
        {field.options.map((option) => (
          <label key={option.value} className="ag-radio">
            <input type="radio" name={id} value={option.value} checked={text === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
        {errorLine}
      </fieldset>
    );
  }
  const common = {
    id,
    className: 'ag-input',
    placeholder: field.placeholder,
    value: text,
    required: field.required,
    ...described,
  };
  return (
    <div className="ag-field">
      <label className="ui-field__label" htmlFor={id}>{label}</label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={field.type}
          {...(field.type === 'number' ? { min: field.validation.min, max: field.validation.max } : {})}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {errorLine}
    </div>
  );
}

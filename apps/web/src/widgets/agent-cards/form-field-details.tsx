import { useState } from 'react';
import { FORM_FIELD_TYPES, formatOptionLines, parseOptionLines, type FormField } from '@lodestar/core';
import { Checkbox } from '../../components/ui/checkbox';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';

const TYPE_LABELS: Record<FormField['type'], string> = {
  text: 'Text',
  textarea: 'Text area',
  email: 'Email',
  number: 'Number',
  select: 'Select',
  checkbox: 'Checkbox',
  radio: 'Radio',
  url: 'URL',
};

const toNumber = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/** One form element's settings: label, name, type, placeholder, default, required, options, validation. */
export function FormFieldDetails({ field, onChange }: { field: FormField; onChange(field: FormField): void }) {
  // Options are edited as text (one per line, value|label) and parsed on every change.
  const [optionsText, setOptionsText] = useState(() => formatOptionLines(field.options));
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch });
  const setValidation = (patch: Partial<FormField['validation']>) => set({ validation: { ...field.validation, ...patch } });
  const hasOptions = field.type === 'select' || field.type === 'radio';
  const defaultText = field.defaultValue === undefined ? '' : String(field.defaultValue);

  return (
    <div className="ag-field-details">
      <TextField label="Label" value={field.label} onChange={(e) => set({ label: e.target.value })} />
      <TextField label="Field name" hint="Sent as the key of this value" value={field.id} onChange={(e) => set({ id: e.target.value })} />
      <Select
        label="Field type"
        value={field.type}
        onValueChange={(type) => set({ type: type as FormField['type'] })}
        options={FORM_FIELD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
      />
      <TextField label="Placeholder" value={field.placeholder} onChange={(e) => set({ placeholder: e.target.value })} />
      {field.type === 'checkbox' ? (
        <Checkbox label="Checked by default" checked={field.defaultValue === true} onCheckedChange={(checked) => set({ defaultValue: checked })} />
      ) : (
        <TextField label="Default value" value={defaultText} onChange={(e) => set({ defaultValue: e.target.value === '' ? undefined : e.target.value })} />
      )}
      <Checkbox label="Required" checked={field.required} onCheckedChange={(required) => set({ required })} />
      {hasOptions && (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`ag-options-${field.id}`}>Options (one per line, value|label)</label>
          <textarea
            id={`ag-options-${field.id}`}
            className="ag-input"
            rows={4}
            value={optionsText}
            onChange={(e) => {
              setOptionsText(e.target.value);
              set({ options: parseOptionLines(e.target.value) });
            }}
          />
        </div>
      )}
      {field.type === 'number' && (
        <div className="ag-field-details__row">
          <TextField label="Minimum" type="number" value={field.validation.min ?? ''} onChange={(e) => setValidation({ min: toNumber(e.target.value) })} />
          <TextField label="Maximum" type="number" value={field.validation.max ?? ''} onChange={(e) => setValidation({ max: toNumber(e.target.value) })} />
        </div>
      )}
      {!hasOptions && field.type !== 'checkbox' && (
        <div className="ag-field-details__row">
          <TextField label="Pattern" hint="A regular expression" value={field.validation.pattern ?? ''} onChange={(e) => setValidation({ pattern: e.target.value || undefined })} />
          <TextField label="Pattern message" value={field.validation.message ?? ''} onChange={(e) => setValidation({ message: e.target.value || undefined })} />
        </div>
      )}
    </div>
  );
}

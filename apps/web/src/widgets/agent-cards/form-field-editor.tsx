import { useState } from 'react';
import { ArrowDown, ArrowUp, CaretDown, CaretRight, Plus, Trash } from '@phosphor-icons/react';
import { moveItem, newFormField, type FormField } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { FormFieldDetails } from './form-field-details';

interface FormFieldEditorProps {
  fields: FormField[];
  errors: Record<string, string>;
  onChange(fields: FormField[]): void;
}

/** The form-field editor (spec 002 §2): each element expandable, reorderable and deletable. */
export function FormFieldEditor({ fields, errors, onChange }: FormFieldEditorProps) {
  const [expanded, setExpanded] = useState<number | null>(null);

  const update = (index: number, field: FormField) => onChange(fields.map((f, i) => (i === index ? field : f)));
  const move = (index: number, to: number) => {
    onChange(moveItem(fields, index, to));
    if (expanded === index) setExpanded(to);
  };
  const remove = (index: number) => {
    onChange(fields.filter((_, i) => i !== index));
    setExpanded(null);
  };
  const add = () => {
    onChange([...fields, newFormField(fields)]);
    setExpanded(fields.length);
  };

  return (
    <div className="ag-fields">
      <h4 className="ag-fields__title">Form Elements</h4>
      {fields.length === 0 && <p className="ag-muted">No form elements yet.</p>}
      <ol className="ag-fields__list">
        {fields.map((field, index) => {
          const open = expanded === index;
          const name = field.label || `Element ${index + 1}`;
          return (
            <li key={index} className="ag-field-row">
              <div className="ag-field-row__head">
                <button
                  type="button"
                  className="ag-field-row__toggle"
                  aria-expanded={open}
                  aria-label={`${open ? 'Collapse' : 'Expand'} ${name}`}
                  onClick={() => setExpanded(open ? null : index)}
                >
                  {open ? <CaretDown size={14} aria-hidden="true" /> : <CaretRight size={14} aria-hidden="true" />}
                  <span>{name}</span>
                  <span className="ag-muted">{field.type}{field.required ? ', required' : ''}</span>
                </button>
                <button type="button" className="ui-icon-button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <ArrowUp size={16} aria-hidden="true" />
                </button>
                <button type="button" className="ui-icon-button" aria-label={`Move ${name} down`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                  <ArrowDown size={16} aria-hidden="true" />
                </button>
                <button type="button" className="ui-icon-button" aria-label={`Delete ${name}`} onClick={() => remove(index)}>
                  <Trash size={16} aria-hidden="true" />
                </button>
              </div>
              {errors[`field-${index}`] && <p className="ag-field__error" role="alert">{errors[`field-${index}`]}</p>}
              {open && <FormFieldDetails field={field} onChange={(next) => update(index, next)} />}
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={add}>
        <Plus size={16} aria-hidden="true" /> Add Form Element
      </Button>
    </div>
  );
}

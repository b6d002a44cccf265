import { useState, type FormEvent } from 'react';
import { checkTaskName, type Energy, type TimeEntryWithId, type ValueRating } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { ENERGY_OPTIONS, toEnergy, toValue, VALUE_OPTIONS } from './tag-options';

export interface EntryEdit {
  task: string;
  energy: Energy | null;
  value: ValueRating | null;
}

interface Props {
  entry: TimeEntryWithId;
  onSave(edit: EntryEdit): void;
  onCancel(): void;
}

/** Edits one entry's task, energy and value; the task passes the same checks as in the prompt. */
export function EntryEditForm({ entry, onSave, onCancel }: Props) {
  const [task, setTask] = useState(entry.task);
  const [energy, setEnergy] = useState(entry.energy ?? 'none');
  const [value, setValue] = useState<string>(entry.value ?? 'none');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTaskName(task);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    onSave({ task: checked.task, energy: toEnergy(energy), value: toValue(value) });
  };

  return (
    <form className="ta-edit" aria-label={`Edit ${entry.task}`} onSubmit={submit} noValidate>
      <TextField label="Task" value={task} onChange={(event) => setTask(event.target.value)} />
      {error && (
        <p className="ta-error" role="alert">
          {error}
        </p>
      )}
      <div className="ta-edit__row">
        <Select label="Energy" value={energy} options={ENERGY_OPTIONS} onValueChange={setEnergy} />
        <Select label="Value" value={value} options={VALUE_OPTIONS} onValueChange={setValue} />
      </div>
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

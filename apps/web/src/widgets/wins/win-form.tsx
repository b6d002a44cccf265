import { useId, useState, type FormEvent } from 'react';
import { dayKey, validateWinDraft, winDay, type Win } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

interface WinFormProps {
  /** The win being edited; absent for a new one. */
  win?: Win;
  onSave(content: string, date: number): void;
  onCancel(): void;
}

/** 'Record a New Win' or 'Edit Win': a day not after today (today by default) and the markdown text. */
export function WinForm({ win, onSave, onCancel }: WinFormProps) {
  const today = dayKey(new Date());
  const [day, setDay] = useState(win ? winDay(win.date) : today);
  const [content, setContent] = useState(win?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const textId = useId();
  const headingId = useId();
  const editing = win !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateWinDraft({ content, day }, new Date());
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setSaving(true);
    onSave(result.content, result.date);
  };

  return (
    <form className="wins-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className="wins-form__title">
        {editing ? 'Edit Win' : 'Record a New Win'}
      </h3>
      <TextField label="Date" type="date" value={day} max={today} required onChange={(event) => setDay(event.target.value)} />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={textId}>
          Your win
        </label>
        <textarea
          id={textId}
          className="wins-form__text"
          value={content}
          rows={8}
          placeholder="What did you accomplish? Markdown works: **bold**, lists, links."
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      {error && (
        <p className="wins-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Update Win' : 'Save Win'}
        </Button>
      </div>
    </form>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { ALWAYS_SHOW_LABEL, PERIOD_LABELS, TIME_PERIODS, titleFromUrl, validateLinkDraft, type TimePeriod } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import type { NewBookmark, ShowDuring } from './use-bookmarks';

interface AddLinkFormProps {
  /** The preselected 'Show during' choice: the current period. */
  period: TimePeriod;
  onAdd: (link: NewBookmark) => Promise<void> | void;
  onCancel: () => void;
}

/** The body of the 'Add New Link' modal. */
export function AddLinkForm({ period, onAdd, onCancel }: AddLinkFormProps) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [show, setShow] = useState<ShowDuring>(period);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<{ url?: string; title?: string }>({});
  // The title follows the URL's host until the user types a title of their own.
  const autoTitle = useRef('');
  const showId = useId();

  const changeUrl = (next: string) => {
    setUrl(next);
    setErrors((current) => ({ ...current, url: undefined }));
    if (title.trim() === '' || title === autoTitle.current) {
      const derived = titleFromUrl(next);
      autoTitle.current = derived;
      setTitle(derived);
    }
  };

  // Leaving a URL that cannot be saved says why at once; a missing title is said on Add.
  const checkUrl = () => {
    if (url.trim() === '') return;
    const problem = validateLinkDraft({ url, title: 'checked' });
    if (!problem.ok) setErrors((current) => ({ ...current, url: problem.errors.url }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = validateLinkDraft({ url, title });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    try {
      await onAdd({ ...result.value, show });
    } catch {
      setErrors({ url: 'The link could not be saved. Please try again.' });
      setSaving(false);
    }
  };

  return (
    <form className="bm-add-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com"
        value={url}
        error={errors.url}
        onChange={(event) => changeUrl(event.target.value)}
        onBlur={checkUrl}
        autoFocus
      />
      <TextField
        label="Title"
        value={title}
        error={errors.title}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={showId}>
          Show during
        </label>
        <select
          id={showId}
          className="bm-select"
          value={show}
          onChange={(event) => setShow(event.target.value as ShowDuring)}
        >
          {TIME_PERIODS.map((value) => (
            <option key={value} value={value}>
              {PERIOD_LABELS[value]}
            </option>
          ))}
          <option value="always">{ALWAYS_SHOW_LABEL}</option>
        </select>
      </div>
      <div className="bm-form-buttons">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Adding...' : 'Add Link'}
        </Button>
      </div>
    </form>
  );
}

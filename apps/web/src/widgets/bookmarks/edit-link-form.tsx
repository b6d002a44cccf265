import { useState, type FormEvent } from 'react';
import { validateLinkDraft } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import type { BookmarkEdit } from './use-bookmarks';

interface EditLinkFormProps {
  initial: { title: string; url: string; alwaysShow: boolean };
  onSave: (edit: BookmarkEdit) => void;
  onCancel: () => void;
}

/** The card's edit mode: Title, URL and 'Always show'; both texts are required. */
export function EditLinkForm({ initial, onSave, onCancel }: EditLinkFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [url, setUrl] = useState(initial.url);
  const [alwaysShow, setAlwaysShow] = useState(initial.alwaysShow);
  const [errors, setErrors] = useState<{ url?: string; title?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateLinkDraft({ url, title });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSave({ ...result.value, alwaysShow });
  };

  return (
    <form
      className="bm-edit"
      aria-label="Edit link"
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Taken: the phone's Edit mode (lib/use-edit-mode) stays on, one Escape closes one thing.
        event.preventDefault();
        onCancel();
      }}
    >
      <TextField
        label="Title"
        value={title}
        error={errors.title}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
        autoFocus
      />
      <TextField
        label="URL"
        type="url"
        value={url}
        error={errors.url}
        onChange={(event) => {
          setUrl(event.target.value);
          setErrors((current) => ({ ...current, url: undefined }));
        }}
      />
      <label className="bm-checkbox">
        <input type="checkbox" checked={alwaysShow} onChange={(event) => setAlwaysShow(event.target.checked)} />
        Always show (appears in all time periods)
      </label>
      <div className="bm-form-buttons">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">
          Save
        </Button>
      </div>
    </form>
  );
}

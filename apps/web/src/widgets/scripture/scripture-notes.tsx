import { useId, useState } from 'react';
import { NOTE_MAX_LENGTH, notesTitle, type Scripture, type ScriptureNote } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Markdown } from '../../components/ui/markdown';

interface ScriptureNotesProps {
  verse: Scripture;
  note: ScriptureNote | undefined;
  onSave(text: string): void;
}

/** 'Notes for <verse title>': a markdown note per verse, saved with Save and shown rendered (sanitised). */
export function ScriptureNotes({ verse, note, onSave }: ScriptureNotesProps) {
  const id = useId();
  const [draft, setDraft] = useState(note?.text ?? '');
  const [saved, setSaved] = useState(false);
  const title = notesTitle(verse.verseTitle);
  return (
    <section className="scr-notes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="scr-notes__title">
        {title}
      </h3>
      {note?.text ? <Markdown className="scr-notes__rendered">{note.text}</Markdown> : null}
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        Note
      </label>
      <textarea
        id={`${id}-text`}
        className="scr-notes__input"
        rows={4}
        maxLength={NOTE_MAX_LENGTH}
        value={draft}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setDraft(event.target.value);
          setSaved(false);
        }}
      />
      <p id={`${id}-hint`} className="scr-notes__hint">
        Markdown supported: **bold**, *italic*, - lists, [links](https://example.com)
      </p>
      <div className="scr-notes__actions">
        <span role="status" className="scr-notes__status">
          {saved ? 'Saved' : ''}
        </span>
        <Button
          onClick={() => {
            onSave(draft);
            setSaved(true);
          }}
        >
          Save
        </Button>
      </div>
    </section>
  );
}

import { useId, useState, type KeyboardEvent } from 'react';
import type { TaskSuggestion } from '@lodestar/core';

interface Props {
  value: string;
  onChange(value: string): void;
  suggestions: TaskSuggestion[];
  onPick(suggestion: TaskSuggestion): void;
  invalid: boolean;
  errorId?: string;
}

/**
 * The task field with its suggestion dropdown (an ARIA combobox): the ranked suggestions matching
 * what is typed; arrows move through them, Enter picks one, Escape closes the list.
 */
export function TaskInput({ value, onChange, suggestions, onPick, invalid, errorId }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && suggestions.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (suggestions.length === 0 ? -1 : (current + 1) % suggestions.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Enter' && shown && active >= 0 && suggestions[active]) {
      event.preventDefault();
      onPick(suggestions[active]);
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Escape' && shown) {
      // Closes the list only; a second Escape closes the popup.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="ta-combo">
      <label className="ui-field__label" htmlFor={id}>
        Task
      </label>
      <input
        id={id}
        className="ui-field__input ta-combo__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        autoComplete="off"
        // The prompt opens on its own: typing goes straight into the task.
        autoFocus
        placeholder="What are you working on?"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Suggestions" className="ta-combo__list" hidden={!shown}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.task}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="ta-combo__option"
            // mousedown, not click: picking must happen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(suggestion);
              setOpen(false);
            }}
          >
            <span>{suggestion.task}</span>
            <span className="ta-muted">{`${suggestion.frequency}×`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

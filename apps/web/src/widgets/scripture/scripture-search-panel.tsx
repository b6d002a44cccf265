import { useEffect, useId, useState } from 'react';
import { MagnifyingGlass } from '@phosphor-icons/react';
import { SCRIPTURE_MESSAGES, type Scripture, type ScriptureSources, plural } from '@lodestar/core';
import { useScriptureSearch } from './use-scripture-search';

interface ScriptureSearchPanelProps {
  sources: ScriptureSources;
  onOpen(verse: Scripture): void;
  onError(message: string): void;
  /** A search answered: an old error no longer applies. */
  onSearched(): void;
  /** Searched for as the panel opens (the command palette's look-up). */
  initialQuery?: string;
}

/** The search box, its empty state and the results; a click on a result opens that verse. */
export function ScriptureSearchPanel({ sources, onOpen, onError, onSearched, initialQuery }: ScriptureSearchPanelProps) {
  const id = useId();
  const [text, setText] = useState(initialQuery ?? '');
  const { results, total, query, busy, search } = useScriptureSearch(sources, onError, onSearched);
  useEffect(() => {
    if (initialQuery) void search(initialQuery);
    // Once, as the panel opens: a new look-up remounts it (its key).
  }, []);
  return (
    <div className="scr-search">
      <form
        role="search"
        className="scr-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          void search(text);
        }}
      >
        <label className="visually-hidden" htmlFor={`${id}-q`}>
          Search scriptures
        </label>
        <input
          id={`${id}-q`}
          className="scr-search__input"
          type="search"
          value={text}
          maxLength={200}
          placeholder={SCRIPTURE_MESSAGES.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="scr-icon scr-search__submit" aria-label="Search" disabled={busy}>
          <MagnifyingGlass size={20} aria-hidden="true" />
        </button>
      </form>
      {results === null ? (
        <p className="scr-search__empty">{SCRIPTURE_MESSAGES.searchEmpty}</p>
      ) : results.length === 0 ? (
        <p className="scr-search__empty" role="status">
          No verses found for “{query}”
        </p>
      ) : (
        <>
          <p className="scr-search__count" role="status">
            {total > results.length ? `Best ${results.length} of ${total} verses` : plural(results.length, 'verse')}
          </p>
          <ul className="scr-search__results" aria-label="Search results">
            {results.map((verse) => (
              <li key={verse.id}>
                <button type="button" className="scr-result" onClick={() => onOpen(verse)}>
                  <span className="scr-result__title">{verse.verseTitle}</span>
                  <span className="scr-result__text">{verse.scriptureText}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

import { useCallback, useRef, useState } from 'react';
import {
  bookNotFoundMessage,
  classifySearchInput,
  findBook,
  formatReference,
  isSourceIncluded,
  notInSourcesMessage,
  SCRIPTURE_MESSAGES,
  sourceOfVolume,
  type Scripture,
  type ScriptureSources,
} from '@lodestar/core';
import { ApiError } from '../../lib/api';
import { fetchReference, searchScripture } from './scripture-api';

export interface SearchState {
  /** Null before the first search (the empty state shows). */
  results: Scripture[] | null;
  total: number;
  query: string;
}

/**
 * One search box for both kinds of search: a reference ('John 3:16', 'John 3:16-18') opens those
 * verses; words run the ranked full-text search. Reference mistakes the browser can see (no such book,
 * a source switched off) are answered without a request, with the spec's messages.
 */
export function useScriptureSearch(sources: ScriptureSources, onError: (message: string) => void, onSuccess: () => void) {
  const [state, setState] = useState<SearchState>({ results: null, total: 0, query: '' });
  const [busy, setBusy] = useState(false);
  const request = useRef(0);

  const search = useCallback(
    async (text: string) => {
      // A search that fails leaves no earlier answer under its message: the results were for other words.
      const fail = (message: string) => {
        setState({ results: null, total: 0, query: '' });
        onError(message);
      };
      const input = classifySearchInput(text);
      if (input.kind === 'empty') return setState({ results: null, total: 0, query: '' });
      if (input.kind === 'invalid') return fail(SCRIPTURE_MESSAGES.invalidReference);
      if (input.kind === 'reference') {
        const book = findBook(input.reference.book);
        if (!book) return fail(bookNotFoundMessage(input.reference.book));
        if (!isSourceIncluded(sourceOfVolume(book.volume), sources)) return fail(notInSourcesMessage(book.title));
      }
      const mine = ++request.current;
      setBusy(true);
      try {
        const next =
          input.kind === 'reference'
            ? await fetchReference(formatReference(input.reference), sources).then((verses) => ({ results: verses, total: verses.length }))
            : await searchScripture(input.query, sources).then((found) => ({ results: found.hits.map((hit) => hit.verse), total: found.total }));
        if (mine !== request.current) return;
        setState({ ...next, query: text.trim() });
        onSuccess();
      } catch (error) {
        // The server's own message for a reference it cannot answer; a plain failure otherwise.
        if (mine !== request.current) return;
        const known = input.kind === 'reference' && error instanceof ApiError && error.status < 500 && error.status !== 401 && error.status !== 402;
        fail(known ? error.message : SCRIPTURE_MESSAGES.failedToSearch);
      } finally {
        if (mine === request.current) setBusy(false);
      }
    },
    [onError, onSuccess, sources],
  );

  return { ...state, busy, search };
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  dailyVerseReference,
  orderedFavorites,
  SCRIPTURE_MESSAGES,
  scriptureSection,
  wrapIndex,
  type ReadingMode,
  type Scripture,
  type ScriptureSources,
} from '@lodestar/core';
import { ApiError } from '../../lib/api';
import { useSection } from '../../lib/sync';
import { fetchAdjacent, fetchChapter, fetchRandom, fetchReference } from './scripture-api';
import { readLastChapter, saveLastChapter, stepInChapter } from './chapter-cache';
import { useFade } from './use-fade';

export interface Banner {
  text: string;
  /** Changes with every new error, so the same message shakes again. */
  key: number;
}

/**
 * The reader's state: the verse shown, the reading mode's behaviour (spec 002 §4), favourites, and
 * the error banner. The verse shown is saved as the last read verse, whole, so it shows offline.
 */
export function useScriptureReader() {
  const section = useSection(scriptureSection);
  const { data, ready } = section;
  const sources: ScriptureSources = useMemo(
    () => ({ includeKJV: data.includeKJV, includeLDS: data.includeLDS }),
    [data.includeKJV, data.includeLDS],
  );
  const favorites = useMemo(() => orderedFavorites(data.favorites), [data.favorites]);
  const [verse, setVerse] = useState<Scripture | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const { hidden, fade } = useFade();
  const latest = useRef({ data, sources, favorites, verse });
  latest.current = { data, sources, favorites, verse };

  const showError = useCallback((text: string) => setBanner((old) => ({ text, key: (old?.key ?? 0) + 1 })), []);
  const clearError = useCallback(() => setBanner(null), []);

  /** Shows a verse with the fade, remembers it as the last read, and keeps its chapter for offline reading. */
  const show = useCallback(
    (next: Scripture) => {
      setNotice(null);
      fade(() => setVerse(next));
      const { lastRead } = latest.current.data;
      if (lastRead?.id !== next.id) section.setField('lastRead', next);
      void keepChapter(next);
    },
    [fade, section],
  );

  const load = useCallback(
    async (fetchVerse: (sources: ScriptureSources) => Promise<Scripture>) => {
      setBusy(true);
      try {
        show(await fetchVerse(latest.current.sources));
      } catch {
        showError(SCRIPTURE_MESSAGES.failedToLoad);
      } finally {
        setBusy(false);
      }
    },
    [show, showError],
  );
  /** Random mode's Next and Previous: a verse drawn from the curated list (the server's /random). */
  const loadRandom = useCallback(() => load(fetchRandom), [load]);
  /** The verse of the day: the curated list's verse for today's local date, the same for every reader. */
  const loadDaily = useCallback(
    () =>
      load(async (sources) => {
        const reference = dailyVerseReference(new Date(), sources);
        return reference ? (await fetchReference(reference, sources))[0]! : fetchRandom(sources);
      }),
    [load],
  );

  const showFavorite = useCallback(
    (step: 0 | 1 | -1) => {
      const list = latest.current.favorites;
      if (list.length === 0) {
        setNotice(SCRIPTURE_MESSAGES.noFavorites);
        return;
      }
      const at = list.findIndex((favorite) => favorite.verse.id === latest.current.verse?.id);
      const index = at === -1 ? (step === -1 ? list.length - 1 : 0) : wrapIndex(at, step, list.length);
      show(list[index]!.verse);
    },
    [show],
  );

  // Entering a mode (and the first load) reloads accordingly.
  const started = useRef<ReadingMode | null>(null);
  useEffect(() => {
    if (!ready || started.current === data.readingMode) return;
    started.current = data.readingMode;
    // Random mode opens on the verse of the day, as does a reader with nothing read yet.
    if (data.readingMode === 'random') void loadDaily();
    else if (data.readingMode === 'favorites') showFavorite(0);
    else if (latest.current.data.lastRead) show(latest.current.data.lastRead);
    else void loadDaily();
  }, [ready, data.readingMode, loadDaily, showFavorite, show]);

  const step = useCallback(
    async (direction: 1 | -1) => {
      const { data: current, sources: chosen, verse: shown } = latest.current;
      if (current.readingMode === 'favorites') return showFavorite(direction);
      if (current.readingMode === 'random') return loadRandom();
      if (!shown) return loadRandom();
      // Within the chapter the cached copy answers at once, with or without the network.
      const cached = stepInChapter(await readLastChapter(), shown, direction);
      if (cached) return show(cached);
      setBusy(true);
      try {
        show(await fetchAdjacent(shown.id, direction, chosen));
      } catch (error) {
        const ended = error instanceof ApiError && (error.code === 'NO_NEXT' || error.code === 'NO_PREVIOUS');
        if (ended) showError(error.message);
        else showError(direction === 1 ? SCRIPTURE_MESSAGES.failedNext : SCRIPTURE_MESSAGES.failedPrevious);
      } finally {
        setBusy(false);
      }
    },
    [loadRandom, show, showError, showFavorite],
  );

  const isFavorite = verse ? Object.hasOwn(data.favorites, String(verse.id)) : false;
  const toggleFavorite = useCallback(() => {
    const shown = latest.current.verse;
    if (!shown) return;
    const key = String(shown.id);
    if (Object.hasOwn(latest.current.data.favorites, key)) section.removeRecord('favorites', key);
    else section.putRecord('favorites', key, { verse: shown, addedAt: Date.now() });
  }, [section]);

  const favoritePosition = verse ? favorites.findIndex((favorite) => favorite.verse.id === verse.id) : -1;

  return {
    section,
    ready,
    sources,
    verse,
    notice,
    banner,
    busy,
    hidden,
    favorites,
    favoritePosition,
    isFavorite,
    show,
    step,
    showFavorite,
    toggleFavorite,
    showError,
    clearError,
  };
}

/** Fetches and stores the verse's chapter unless it is the one already kept. Offline, nothing happens. */
async function keepChapter(verse: Scripture) {
  const cached = await readLastChapter();
  if (cached && cached.book === verse.bookTitle && cached.chapter === verse.chapterNumber) return;
  try {
    const verses = await fetchChapter(verse.bookTitle, verse.chapterNumber);
    await saveLastChapter({ book: verse.bookTitle, chapter: verse.chapterNumber, verses });
  } catch {
    // Offline or refused: the previous chapter stays kept.
  }
}

export type ScriptureReader = ReturnType<typeof useScriptureReader>;

import { useEffect, useRef } from 'react';

/** Review goals save 1 s after the last keystroke (spec 002 §9). */
export const GOAL_SAVE_DEBOUNCE_MS = 1000;

/**
 * Saves `draft` 1 s after it last changed while `active`, and at once when the editor goes away
 * (the overlay closed by Escape or the backdrop), so nothing typed is lost.
 */
export function useDraftSave(draft: string, active: boolean, save: (text: string) => void) {
  const pending = useRef<string | null>(null);
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  useEffect(() => {
    if (!active) {
      // Done saved it already.
      pending.current = null;
      return;
    }
    pending.current = draft;
    const timer = window.setTimeout(() => {
      pending.current = null;
      latestSave.current(draft);
    }, GOAL_SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, active]);

  useEffect(
    () => () => {
      if (pending.current !== null) latestSave.current(pending.current);
    },
    [],
  );
}

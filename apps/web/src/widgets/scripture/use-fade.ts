import { useCallback, useEffect, useRef, useState } from 'react';
import { FADE_MS } from '@lodestar/core';

/**
 * Changes fade out, then the new content fades in: about 300 ms in all (spec 002 §4). `swap` runs at
 * the midpoint. The CSS drops the transition under prefers-reduced-motion; the swap timing stays.
 */
export function useFade() {
  const [hidden, setHidden] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const fade = useCallback((swap: () => void) => {
    clearTimeout(timer.current);
    setHidden(true);
    timer.current = setTimeout(() => {
      swap();
      setHidden(false);
    }, FADE_MS / 2);
  }, []);
  return { hidden, fade };
}

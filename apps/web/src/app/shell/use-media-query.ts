import { useCallback, useSyncExternalStore } from 'react';
import { SHELL_LAYOUT } from '@lodestar/core';

export const MOBILE_QUERY = `(max-width: ${SHELL_LAYOUT.mobileBreakpoint}px)`;

/** Whether a media query matches, following changes live. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);

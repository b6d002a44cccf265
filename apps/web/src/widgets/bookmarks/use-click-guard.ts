import { useCallback, useEffect, useRef } from 'react';

/** dnd-kit drops a drag's trailing click within this time; the guard stays as long. */
const AFTER_DROP_MS = 50;

/**
 * While a card is dragged, and briefly after the drop, clicks do nothing. dnd-kit keeps the click that
 * ends a drag from reaching React, but not the browser's own action on the card's link (opening it),
 * so a capturing listener on window, which runs before anything else, cancels that action.
 */
export function useClickGuard() {
  const release = useRef<(() => void) | null>(null);

  const arm = useCallback(() => {
    if (release.current) return;
    const cancel = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', cancel, true);
    const own = () => {
      window.removeEventListener('click', cancel, true);
      if (release.current === own) release.current = null;
    };
    release.current = own;
  }, []);

  const disarm = useCallback(() => {
    const own = release.current;
    if (own) setTimeout(own, AFTER_DROP_MS);
  }, []);

  useEffect(() => () => release.current?.(), []);
  return { arm, disarm };
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent, TouchEvent as ReactTouchEvent } from 'react';
import { BOOKMARK_LIMITS } from '@lodestar/core';

/**
 * A finger held still on a card for 500 ms: `onLongPress` runs (the card's actions open) and the tap that
 * may follow is swallowed, so the link does not open too. Mouse and pen presses are left alone (they have
 * hover actions), and a finger that moves is scrolling. The browser's own long-press menu for links
 * (contextmenu) is replaced by ours.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const callback = useRef(onLongPress);
  callback.current = onLongPress;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    start.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const fire = useCallback(() => {
    cancel();
    fired.current = true;
    callback.current();
  }, [cancel]);

  return useMemo(
    () => ({
      onPointerDown(event: ReactPointerEvent) {
        fired.current = false;
        if (event.pointerType !== 'touch' || !event.isPrimary) return;
        start.current = { x: event.clientX, y: event.clientY };
        clearTimeout(timer.current);
        timer.current = setTimeout(fire, BOOKMARK_LIMITS.longPressMs);
      },
      onPointerMove(event: ReactPointerEvent) {
        const from = start.current;
        if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > BOOKMARK_LIMITS.longPressSlopPx) cancel();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      onTouchEnd(event: ReactTouchEvent) {
        // The lift that ends a long press is no tap: no mouse events, no click (and no focus leaving the menu).
        if (fired.current && event.cancelable) event.preventDefault();
      },
      onContextMenu(event: ReactMouseEvent) {
        // The browser's long-press menu on touch: ours opens instead (once, whichever comes first).
        if (!start.current && !fired.current) return;
        event.preventDefault();
        if (!fired.current) fire();
      },
      /** True when the click ends a long press: the caller then neither opens the link nor anything else. */
      swallowClick(event: ReactMouseEvent): boolean {
        if (!fired.current) return false;
        fired.current = false;
        event.preventDefault();
        return true;
      },
    }),
    [cancel, fire],
  );
}

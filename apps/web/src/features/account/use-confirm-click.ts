import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the armed state of a two-step button lasts (spec 000 §9, delete-confirm timeout). */
export const CONFIRM_TIMEOUT_MS = 5000;

/**
 * A two-step button: the first click arms it, the second within `timeoutMs` confirms; otherwise it
 * disarms on its own.
 */
export function useConfirmClick(onConfirm: () => void, timeoutMs = CONFIRM_TIMEOUT_MS) {
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);

  const click = useCallback(() => {
    clear();
    if (armed) {
      setArmed(false);
      onConfirm();
      return;
    }
    setArmed(true);
    timer.current = setTimeout(() => setArmed(false), timeoutMs);
  }, [armed, onConfirm, timeoutMs]);

  return { armed, click };
}

import { useEffect, useRef, useState } from 'react';

/** The result page's redirect countdown (spec §9: 5 s). */
export const REDIRECT_COUNTDOWN_SECONDS = 5;

/** Whole seconds left of a countdown of `totalSeconds` after `elapsedMs`, never below 0. */
export function countdownRemaining(totalSeconds: number, elapsedMs: number): number {
  return Math.max(0, totalSeconds - Math.floor(Math.max(0, elapsedMs) / 1000));
}

/**
 * Counts down from `totalSeconds` while `running`, then calls `onDone` once. Time is read from the
 * clock rather than counted in ticks, so a throttled background tab does not stretch it.
 */
export function useCountdown(running: boolean, onDone: () => void, totalSeconds = REDIRECT_COUNTDOWN_SECONDS): number {
  const [remaining, setRemaining] = useState(totalSeconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    let finished = false;
    const tick = () => {
      const left = countdownRemaining(totalSeconds, Date.now() - startedAt);
      setRemaining(left);
      if (left === 0 && !finished) {
        finished = true;
        window.clearInterval(timer);
        done.current();
      }
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [running, totalSeconds]);

  return remaining;
}

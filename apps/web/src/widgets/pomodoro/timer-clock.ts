import { useEffect, useState } from 'react';
import { TIMER_CONSTANTS } from '@lodestar/core';

// Anchored once: later readings move with the monotonic clock, so a wall-clock jump (a corrected
// system time, a time-zone change) never skips or repeats timer seconds. Stored times stay in epoch ms
// so a reload or a second device computes the same remaining time.
const anchorEpoch = Date.now();
const anchorMonotonic = performance.now();

/** Epoch milliseconds, advanced by the monotonic clock. */
export function clockNow(): number {
  return anchorEpoch + (performance.now() - anchorMonotonic);
}

/** The clock, re-read every 100 ms while `running` (the timer's tick). */
export function useClock(running: boolean): number {
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    setNow(clockNow());
    if (!running) return;
    const handle = setInterval(() => setNow(clockNow()), TIMER_CONSTANTS.tickMs);
    return () => clearInterval(handle);
  }, [running]);
  return now;
}

/** The user's IANA time zone (calendar days for streaks and the weekly chart). */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

import { useEffect, useState } from 'react';
import type { CalendarAccountsResponse } from '@lodestar/core';
import { api } from '../../lib/api';

const RECHECK_MS = 30_000;

/**
 * How many calendars the user has linked (they live on the server), while `active`: asked again when the
 * window regains focus and every 30 s, so the step ticks off after an account is added in the calendar.
 */
export function useCalendarCount(active: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!active) return;
    let live = true;
    const check = () =>
      void api<CalendarAccountsResponse>('/api/calendar/accounts').then(
        (answer) => live && setCount(answer.accounts.length),
        () => undefined, // Offline or refused: the step stays as it was.
      );
    check();
    const timer = setInterval(check, RECHECK_MS);
    window.addEventListener('focus', check);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [active]);
  return count;
}

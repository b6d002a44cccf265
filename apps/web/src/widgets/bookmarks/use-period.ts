import { useEffect, useState } from 'react';
import { PERIOD_RECHECK_MS, periodAt, type TimePeriod } from '@lodestar/core';

/** The current time period, re-checked every 60 s so the cards change when the hour crosses a boundary. */
export function usePeriod(): TimePeriod {
  const [period, setPeriod] = useState(() => periodAt(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setPeriod(periodAt(new Date())), PERIOD_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return period;
}

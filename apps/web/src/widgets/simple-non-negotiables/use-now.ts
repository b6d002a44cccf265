import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`, so the day rolls over at the reset time without a reload. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

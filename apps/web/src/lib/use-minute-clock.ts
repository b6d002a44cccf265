import { useEffect, useState } from 'react';

/** The current time, updated as each minute starts (the start page's clock and greeting). */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      const current = new Date();
      setNow(current);
      // To the start of the next minute, not 60 s from now: the clock turns when the minute does.
      timer = setTimeout(next, 60_000 - (current.getSeconds() * 1000 + current.getMilliseconds()));
    };
    timer = setTimeout(next, 60_000 - (now.getSeconds() * 1000 + now.getMilliseconds()));
    return () => clearTimeout(timer);
    // Started once; `next` keeps it going.
  }, []);
  return now;
}

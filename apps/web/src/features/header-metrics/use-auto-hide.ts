import { useEffect, useState } from 'react';

/** Scrolled less than this from the top, the bar always shows. */
const TOP_ZONE_PX = 64;
/** Ignore jitter smaller than this between two scroll events. */
const MIN_DELTA_PX = 6;

/** Hidden while the page scrolls down, shown again as soon as it scrolls up (when `enabled`). */
export function useAutoHide(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (y < TOP_ZONE_PX) setHidden(false);
        else if (y - last > MIN_DELTA_PX) setHidden(true);
        else if (last - y > MIN_DELTA_PX) setHidden(false);
        if (Math.abs(y - last) > MIN_DELTA_PX || y < TOP_ZONE_PX) last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return hidden;
}

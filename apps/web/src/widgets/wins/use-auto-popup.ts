import { useEffect, useRef } from 'react';
import { dayKey, shouldAutoPopup, type WinsSettings } from '@lodestar/core';

const CHECK_MS = 60_000;

/**
 * The daily popup (spec 002 §4): once the set time has passed, opens the modal once per day and
 * marks the day (synced, so another device does not open it again). With onFirstLoadOnly it looks
 * only when the page loads.
 */
export function useAutoPopup(
  ready: boolean,
  settings: WinsSettings,
  lastAutoPopupDate: string | null,
  open: (markDay: string) => void,
) {
  const latest = useRef({ settings, lastAutoPopupDate, open });
  useEffect(() => {
    latest.current = { settings, lastAutoPopupDate, open };
  });
  useEffect(() => {
    if (!ready || !settings.autoPopup.enabled) return;
    const check = () => {
      const now = new Date();
      const { settings: current, lastAutoPopupDate: last, open: show } = latest.current;
      if (shouldAutoPopup(current, last, now)) show(dayKey(now));
    };
    check();
    if (settings.autoPopup.onFirstLoadOnly) return;
    const timer = window.setInterval(check, CHECK_MS);
    return () => window.clearInterval(timer);
  }, [ready, settings.autoPopup.enabled, settings.autoPopup.onFirstLoadOnly]);
}

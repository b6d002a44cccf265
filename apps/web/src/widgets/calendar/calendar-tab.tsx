import { useEffect, useRef } from 'react';
import { CalendarBlank } from '@phosphor-icons/react';
import { calendarSection, eventStartingWithin } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { useCalendar } from './calendar-store';
import { useCalendarBadge } from './use-calendar-badge';
import { useNow } from './use-now';
import './calendar-widget.css';

const AUTO_OPENED_KEY = 'calendarAutoOpened';

function alreadyAutoOpened(key: string): boolean {
  try {
    return window.sessionStorage.getItem(AUTO_OPENED_KEY) === key;
  } catch {
    return false;
  }
}

function markAutoOpened(key: string): void {
  try {
    window.sessionStorage.setItem(AUTO_OPENED_KEY, key);
  } catch {
    // Storage blocked: the panel may open again for the same meeting.
  }
}

/**
 * The right-edge tab while collapsed: the icon with a red badge (today's remaining events, or '!' when
 * not connected). It opens the panel when a meeting starts within the auto-open window, by pressing the
 * shell's own tab button (the same as the user's click). The alerts run in CalendarBackground.
 */
export function CalendarTab() {
  const calendar = useCalendar();
  const { data } = useSection(calendarSection);
  const now = useNow(15_000);
  const anchor = useRef<HTMLSpanElement>(null);
  const connected = calendar.phase === 'connected';

  const soon = connected ? eventStartingWithin(calendar.events, now, data.autoOpenMinutes * 60_000) : undefined;
  useEffect(() => {
    if (!soon) return;
    const key = `${soon.id}@${soon.start}`;
    if (alreadyAutoOpened(key)) return;
    markAutoOpened(key);
    anchor.current?.closest('button')?.click();
  }, [soon]);

  const badge = useCalendarBadge(calendar, now);
  return (
    <span ref={anchor} className="cal-tab">
      <CalendarBlank size={24} aria-hidden="true" />
      {badge && (
        <span className="cal-tab__badge" data-testid="calendar-badge">
          {badge}
        </span>
      )}
    </span>
  );
}

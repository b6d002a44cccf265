import { useEffect, useRef } from 'react';
import { CalendarBlank } from '@phosphor-icons/react';
import { calendarSection, CALENDAR_LIMITS, eventStartingWithin, upcomingEvents } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { useCalendar } from './calendar-store';
import { useMeetingAlerts } from './use-meeting-alerts';
import { useNow } from './use-now';
import { useOAuthReturn } from './use-oauth-return';
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
 * not connected). It also keeps the meeting alerts running and opens the panel when a meeting starts
 * within the auto-open window, by pressing the shell's own tab button (the same as the user's click).
 */
export function CalendarTab() {
  const calendar = useCalendar();
  const { data } = useSection(calendarSection);
  const now = useNow(15_000);
  const anchor = useRef<HTMLSpanElement>(null);
  const connected = calendar.phase === 'connected';
  useMeetingAlerts(calendar.events, connected);
  useOAuthReturn();

  const soon = connected ? eventStartingWithin(calendar.events, now, data.autoOpenMinutes * 60_000) : undefined;
  useEffect(() => {
    if (!soon) return;
    const key = `${soon.id}@${soon.start}`;
    if (alreadyAutoOpened(key)) return;
    markAutoOpened(key);
    anchor.current?.closest('button')?.click();
  }, [soon]);

  const count = upcomingEvents(calendar.events, now, CALENDAR_LIMITS.eventsShown).length;
  const notConnected = calendar.phase === 'notConnected' || calendar.phase === 'expired';
  const badge = notConnected ? '!' : data.showEventCountBadge && count > 0 ? String(count) : null;
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

import { calendarSection, CALENDAR_LIMITS, upcomingEvents } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import type { CalendarState } from './calendar-store';

/** The tab's red badge: '!' when not connected, else today's remaining events (when the setting is on). */
export function useCalendarBadge(calendar: CalendarState, now: Date): string | null {
  const { data } = useSection(calendarSection);
  const count = upcomingEvents(calendar.events, now, CALENDAR_LIMITS.eventsShown).length;
  if (calendar.phase === 'notConnected' || calendar.phase === 'expired') return '!';
  return data.showEventCountBadge && count > 0 ? String(count) : null;
}

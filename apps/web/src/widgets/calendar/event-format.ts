import type { CalendarEvent } from '@lodestar/core';

const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export const formatTime = (iso: string) => time.format(new Date(iso));

/** '9:00 AM - 9:30 AM', or 'All day'. */
export function timeRange(event: CalendarEvent): string {
  return event.isAllDay ? 'All day' : `${formatTime(event.start)} - ${formatTime(event.end)}`;
}

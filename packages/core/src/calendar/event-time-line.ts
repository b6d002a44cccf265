import { countdownLabel, dayLabel } from './event-time';

/**
 * An event's time, said once on its row: '1:30 – 2:15 PM · in 1h 16m'. The meridiem shows once when
 * start and end share it ('11:30 AM – 12:15 PM' otherwise); a day other than today leads ('Tomorrow ·');
 * an event under way says 'Started'. `now` and the viewer's time zone come in as arguments.
 */
export function eventTimeLine(
  event: { start: string; end: string; isAllDay: boolean },
  now: Date,
  timeZone: string,
): string {
  const start = new Date(event.start);
  const day = dayLabel(start, now, timeZone);
  const parts: string[] = day === 'Today' ? [] : [day];
  if (event.isAllDay) return [...parts, 'All day'].join(' · ');
  parts.push(timeRangeLabel(start, new Date(event.end), timeZone));
  const countdown = countdownLabel(start, now);
  parts.push(countdown === 'Started' ? countdown : `in ${countdown}`);
  return parts.join(' · ');
}

function clockParts(instant: Date, timeZone: string): { time: string; period: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { time: `${get('hour')}:${get('minute')}`, period: get('dayPeriod') };
}

/** '1:30 – 2:15 PM', or '11:30 AM – 12:15 PM' across noon or midnight. */
export function timeRangeLabel(start: Date, end: Date, timeZone: string): string {
  const from = clockParts(start, timeZone);
  const to = clockParts(end, timeZone);
  if (end.getTime() <= start.getTime()) return `${from.time} ${from.period}`;
  return from.period === to.period ? `${from.time} – ${to.time} ${to.period}` : `${from.time} ${from.period} – ${to.time} ${to.period}`;
}

/** A location worth showing on the row: not a bare link (the row's Join button stands for the meeting). */
export function rowLocation(location: string | undefined): string | undefined {
  const text = location?.trim();
  if (!text || /^https?:\/\/\S+$/i.test(text)) return undefined;
  return text;
}

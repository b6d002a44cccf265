/**
 * Time rules of the calendar rows (spec 001 §2): the countdown, the day label and the local day range.
 * Core never reads a clock: `now` always comes in as an argument.
 */

const MINUTE = 60_000;

/** 'Started' once the start has passed, else Nm, Nh Nm, or Nd, counting whole minutes up. */
export function countdownLabel(start: Date, now: Date): string {
  const ms = start.getTime() - now.getTime();
  if (ms <= 0) return 'Started';
  const minutes = Math.ceil(ms / MINUTE);
  if (minutes < 60) return `${minutes}m`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
  return `${Math.floor(minutes / (24 * 60))}d`;
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'Today', 'Tomorrow', or the short month and day ('Nov 25') in the viewer's time zone. */
export function dayLabel(start: Date, now: Date, timeZone: string): string {
  const day = zonedDate(start, timeZone);
  const today = zonedDate(now, timeZone);
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(start);
}

/** Offset (ms) of a time zone from UTC at an instant. */
function zoneOffset(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a local wall-clock time ('HH:MM:SS' on 'YYYY-MM-DD') falls on in a time zone. */
export function zonedWallTime(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two passes settle the offset on daylight-saving days.
  let instant = guess - zoneOffset(new Date(guess), timeZone);
  instant = guess - zoneOffset(new Date(instant), timeZone);
  return new Date(instant);
}

/** The instant a local date's midnight falls on in a time zone (daylight-saving days included). */
export const zonedMidnight = (date: string, timeZone: string): Date => zonedWallTime(date, '00:00:00', timeZone);

/** Today in the viewer's time zone: [start of today, start of tomorrow). */
export function zonedDayRange(now: Date, timeZone: string): { start: Date; end: Date; date: string } {
  const date = zonedDate(now, timeZone);
  return { start: zonedMidnight(date, timeZone), end: zonedMidnight(addDays(date, 1), timeZone), date };
}

/** True for a valid IANA time zone name. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The event is on now: started and not yet ended (the row is highlighted). */
export const isEventCurrent = (event: { start: string; end: string }, now: Date) =>
  Date.parse(event.start) <= now.getTime() && now.getTime() < Date.parse(event.end);

/** Events still to come or on now, by start, at most `limit` (10 today). */
export function upcomingEvents<E extends { start: string; end: string }>(events: readonly E[], now: Date, limit: number): E[] {
  return events
    .filter((event) => Date.parse(event.end) > now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .slice(0, limit);
}

/**
 * The next event starting within `windowMs` of now (or just started, up to one minute ago), for the
 * 'starting soon' alert and the auto-open of a collapsed panel. Returns undefined when none.
 */
export function eventStartingWithin<E extends { start: string; isAllDay?: boolean }>(
  events: readonly E[],
  now: Date,
  windowMs: number,
): E | undefined {
  if (windowMs <= 0) return undefined;
  return events
    .filter((event) => !event.isAllDay)
    .filter((event) => {
      const until = Date.parse(event.start) - now.getTime();
      return until > -MINUTE && until <= windowMs;
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
}

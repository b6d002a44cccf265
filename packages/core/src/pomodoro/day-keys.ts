/**
 * Calendar days in a given IANA time zone, without a time-zone library: Intl gives the local date of an
 * instant, and day arithmetic works on the date alone (as UTC noon), so a daylight-saving change or a
 * month end never skips or doubles a day.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function zonedDayKey(instant: number | Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function toUtcNoon(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, 12));
}

/** `key` moved by `days` calendar days. */
export function shiftDayKey(key: string, days: number): string {
  const date = toUtcNoon(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOfKey(key: string): number {
  return toUtcNoon(key).getUTCDay();
}

/** Whole calendar days from `from` to `to`. */
export function daysBetweenKeys(from: string, to: string): number {
  return Math.round((toUtcNoon(to).getTime() - toUtcNoon(from).getTime()) / 86_400_000);
}

/** The Sunday that starts the week of `key`. */
export function sundayOfWeek(key: string): string {
  return shiftDayKey(key, -weekdayOfKey(key));
}

/** Whether `timeZone` is one the runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

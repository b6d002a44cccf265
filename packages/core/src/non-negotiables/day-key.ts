const pad = (value: number) => String(value).padStart(2, '0');
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MS_PER_DAY = 86_400_000;

/** The local calendar day of `date` as YYYY-MM-DD. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Minutes after midnight of an 'HH:MM' time, or null when it is not one. */
export function minutesOfTime(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after local midnight of `date`. */
export function minutesOfDay(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

/**
 * The day a moment belongs to when days start at `resetTime` (06:00 by default): 02:00 on the 6th
 * still counts as the 5th. Works on local wall-clock fields, so a daylight-saving change does not
 * move the boundary.
 */
export function dayWithReset(now: Date, resetTime: string): string {
  const reset = minutesOfTime(resetTime) ?? 0;
  if (minutesOfDay(now) >= reset) return dayKey(now);
  return dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12));
}

/**
 * Days as numbers (days since 1970-01-01 on the calendar, no time zone), so stepping back a day is
 * plain arithmetic, the same across month ends and daylight-saving changes.
 */
export function dayNumber(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return Math.round(ms / MS_PER_DAY);
}

export function dayFromNumber(value: number): string {
  const date = new Date(value * MS_PER_DAY);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The day `offset` days after `day` (negative: before). */
export function shiftDay(day: string, offset: number): string {
  const value = dayNumber(day);
  if (value === null) throw new Error(`not a day: ${day}`);
  return dayFromNumber(value + offset);
}

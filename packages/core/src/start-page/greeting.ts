import { greetingName } from '../auth/display-name';

export type PartOfDay = 'night' | 'morning' | 'afternoon' | 'evening';

/** The part of the day for a local hour (0-23); the caller reads the clock, core never does. */
export function partOfDay(hour: number): PartOfDay {
  if (hour < 5) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * The greeting alone: 'Good morning' and its kin, and 'Still up' between midnight and 5 AM (when 'Good
 * evening' is wrong and 'Good night' would sound like a goodbye).
 */
export function dayGreeting(hour: number): string {
  const part = partOfDay(hour);
  return part === 'night' ? 'Still up' : `Good ${part}`;
}

/**
 * 'Good morning, Avery': the name chosen for the greeting (Settings > Appearance, or imported), else the
 * first word of the account's name, else the spec's fallbacks (email local part, 'there').
 */
export function greetingLine(
  hour: number,
  user: { name?: string | null; email?: string | null } | null | undefined,
  chosenName = '',
): string {
  const first = user?.name?.trim().split(/\s+/)[0];
  const who = chosenName.trim() || first || greetingName({ email: user?.email });
  if (partOfDay(hour) !== 'night') return `${dayGreeting(hour)}, ${who}`;
  // A question: 'Still up, Avery?'; with no name at all, just 'Still up?'.
  return who === 'there' ? 'Still up?' : `Still up, ${who}?`;
}

/** The large clock's text: 24-hour '07:05' or 12-hour '7:05' (the period is shown apart, see clockPeriod). */
export function formatClock(hour: number, minute: number, hour12: boolean): string {
  const mm = String(minute).padStart(2, '0');
  if (!hour12) return `${String(hour).padStart(2, '0')}:${mm}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${mm}`;
}

export function clockPeriod(hour: number): 'AM' | 'PM' {
  return hour < 12 ? 'AM' : 'PM';
}

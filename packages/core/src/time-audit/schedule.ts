import type { TimeAuditSettings } from './time-audit-section';

/** Minutes since midnight of an 'HH:MM' clock time. */
export function clockMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Inside the working days and hours, in the device's local time. The end is exclusive (09:00-17:00
 * stops prompting at 17:00); an end before the start spans midnight (22:00-06:00).
 */
export function isWorkingTime(settings: Pick<TimeAuditSettings, 'workingDays' | 'workingHours'>, now: Date): boolean {
  if (!settings.workingDays.includes(now.getDay())) return false;
  const minute = now.getHours() * 60 + now.getMinutes();
  const start = clockMinutes(settings.workingHours.start);
  const end = clockMinutes(settings.workingHours.end);
  if (start === end) return true;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

export interface PromptState {
  settings: TimeAuditSettings;
  nextPromptTime: number | null;
  popupOpen: boolean;
}

/**
 * Whether the minute check should show the prompt (spec 002 §4): tracking on, inside working days and
 * hours, the next-prompt time passed, and no popup open. A missing next-prompt time is not due yet:
 * turning tracking on sets it one interval ahead.
 */
export function isPromptDue(state: PromptState, now: Date): boolean {
  const { settings, nextPromptTime, popupOpen } = state;
  if (!settings.enabled || popupOpen || nextPromptTime === null) return false;
  if (now.getTime() < nextPromptTime) return false;
  return isWorkingTime(settings, now);
}

/** The next prompt: one interval after `now` (on a prompt, on a submitted entry, on turning tracking on). */
export function nextPromptAfter(now: number, intervalMinutes: number): number {
  return now + intervalMinutes * 60_000;
}

/** The header's countdown, 'm:ss' (or 'h:mm:ss' from an hour); '0:00' once due. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

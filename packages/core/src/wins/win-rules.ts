import { dayKey, dayNumber, minutesOfDay, minutesOfTime } from '../non-negotiables/day-key';
import { WIN_CONTENT_MAX, type Win, type WinRecord, type WinsSettings } from './wins-section';

export const WIN_MESSAGES = {
  emptyContent: 'Please write your win before saving',
  tooLong: `A win can be at most ${WIN_CONTENT_MAX} characters`,
  badDate: 'Please choose a valid date',
  futureDate: 'The date cannot be after today',
  deleteConfirm: 'Are you sure you want to delete this win?',
} as const;

/** Newest first (spec 002 §4): by the win's date, then by when it was written. */
export function sortWins(wins: Record<string, WinRecord>): Win[] {
  return Object.entries(wins)
    .map(([id, win]) => ({ id, ...win }))
    .sort((a, b) => b.date - a.date || b.createdAt - a.createdAt || a.id.localeCompare(b.id));
}

/** Local midday of a YYYY-MM-DD day, as epoch ms (spec 002 §5: the win date is saved at midday). */
export function middayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12).getTime();
}

export type WinDraftResult = { ok: true; content: string; date: number } | { ok: false; error: string };

/** Checks a form's input: content non-empty after trimming, a real day not after today. */
export function validateWinDraft(input: { content: string; day: string }, now: Date): WinDraftResult {
  const content = input.content.trim();
  if (!content) return { ok: false, error: WIN_MESSAGES.emptyContent };
  if (content.length > WIN_CONTENT_MAX) return { ok: false, error: WIN_MESSAGES.tooLong };
  const chosen = dayNumber(input.day);
  if (chosen === null) return { ok: false, error: WIN_MESSAGES.badDate };
  if (chosen > (dayNumber(dayKey(now)) ?? 0)) return { ok: false, error: WIN_MESSAGES.futureDate };
  return { ok: true, content, date: middayOf(input.day) };
}

/** The long-form date of a win's card, e.g. "Monday, November 23, 2026". */
export function longWinDate(date: number, locale = 'en-US'): string {
  return new Date(date).toLocaleDateString(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** The form's date input value for a stored win. */
export function winDay(date: number): string {
  return dayKey(new Date(date));
}

/** "n of total" of the modal's navigation. */
export function winPosition(index: number, total: number): string {
  return `${total === 0 ? 0 : index + 1} of ${total}`;
}

/** The daily popup opens once per day, once the set time has passed (spec 002 §4). */
export function shouldAutoPopup(settings: Pick<WinsSettings, 'autoPopup'>, lastAutoPopupDate: string | null, now: Date): boolean {
  const { enabled, time } = settings.autoPopup;
  const at = minutesOfTime(time);
  if (!enabled || at === null) return false;
  return minutesOfDay(now) >= at && lastAutoPopupDate !== dayKey(now);
}

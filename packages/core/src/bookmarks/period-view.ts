import type { TimePeriod } from './periods';

/** The periods' short names, for the widget's period tabs and its messages. */
export const PERIOD_NAMES: Record<TimePeriod, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

/** A period tab the user picked, and the period it was picked in. */
export interface PeriodChoice {
  period: TimePeriod;
  madeDuring: TimePeriod;
}

/**
 * The period whose cards the widget shows. A tab the user picked holds while the period it was picked in
 * lasts; when the clock moves on to another period, the cards follow the clock again, so a new morning never
 * opens on yesterday evening's pick.
 */
export function viewedPeriod(current: TimePeriod, choice: PeriodChoice | null): TimePeriod {
  return choice && choice.madeDuring === current ? choice.period : current;
}

/**
 * Where a card added while `viewed` is shown went, when that is somewhere else: its period, or null when the
 * card shows in the viewed cards (added to them, or always shown).
 */
export function addedElsewhere(show: TimePeriod | 'always', viewed: TimePeriod): TimePeriod | null {
  return show === 'always' || show === viewed ? null : show;
}

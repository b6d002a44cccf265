import { allDoneDayNumbers, completedDayNumbers, isCompletedOn, longestRun, nonNegotiablesToday, runEndingOn } from './daily-completion';
import { dayFromNumber, dayNumber } from './day-key';
import type { NonNegotiableItem, NonNegotiablesData } from './non-negotiables-section';

type StatsData = Pick<NonNegotiablesData, 'completions' | 'settings'>;

/** One item's record in the richer list view. */
export interface ItemStreak {
  itemId: string;
  isCompleted: boolean;
  /** Consecutive days ending today. */
  streakCount: number;
  /** The longest run of consecutive days. */
  bestStreak: number;
  totalCompletions: number;
  lastCompletedDate: string | null;
}

/** The overall stats of spec 002 §3. */
export interface OverallStats {
  totalItems: number;
  completedToday: number;
  /** Consecutive days, ending today, on which every item was done. */
  overallStreak: number;
  bestOverallStreak: number;
  /** Days on which every item was done. */
  totalCompletionDays: number;
  /** Percent of item-days done, from the first day with a tick up to today. */
  averageCompletionRate: number;
  /** The day the checklist last started afresh (today, after the reset time). */
  lastResetDate: string;
}

export function itemStreak(data: StatsData, itemId: string, now: Date): ItemStreak {
  const today = nonNegotiablesToday(data, now);
  const todayNumber = dayNumber(today) ?? 0;
  const days = completedDayNumbers(data, itemId);
  const last = days.size > 0 ? Math.max(...days) : null;
  return {
    itemId,
    isCompleted: isCompletedOn(data, today, itemId),
    streakCount: runEndingOn(days, todayNumber),
    bestStreak: longestRun(days),
    totalCompletions: days.size,
    lastCompletedDate: last === null ? null : dayFromNumber(last),
  };
}

export function overallStats(data: StatsData, items: readonly NonNegotiableItem[], now: Date): OverallStats {
  const today = nonNegotiablesToday(data, now);
  const todayNumber = dayNumber(today) ?? 0;
  const allDone = allDoneDayNumbers(data, items);
  const perItem = items.map((item) => completedDayNumbers(data, item.id));
  const ticked = perItem.flatMap((days) => [...days]).filter((day) => day <= todayNumber);
  const first = ticked.length > 0 ? Math.min(...ticked) : null;
  const span = first === null ? 0 : todayNumber - first + 1;
  const rate = span === 0 || items.length === 0 ? 0 : (ticked.length / (span * items.length)) * 100;
  return {
    totalItems: items.length,
    completedToday: items.filter((item) => isCompletedOn(data, today, item.id)).length,
    overallStreak: runEndingOn(allDone, todayNumber),
    bestOverallStreak: longestRun(allDone),
    totalCompletionDays: allDone.size,
    averageCompletionRate: Math.round(rate),
    lastResetDate: today,
  };
}

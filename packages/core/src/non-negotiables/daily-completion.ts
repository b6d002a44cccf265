import { dayNumber, dayWithReset } from './day-key';
import {
  DEFAULT_NON_NEGOTIABLES,
  DEFAULT_NON_NEGOTIABLES_SETTINGS,
  MAX_NON_NEGOTIABLES,
  type NonNegotiableItem,
  type NonNegotiablesData,
  type NonNegotiablesSettings,
} from './non-negotiables-section';

type Completions = Pick<NonNegotiablesData, 'completions'>;
/** Completions, with the settings when the caller has them (their reset time decides "today"). */
type CompletionData = Completions & { settings?: Pick<NonNegotiablesSettings, 'resetTime'> };

/** The record id of one item's completion on one day. */
export function completionId(day: string, itemId: string): string {
  return `${day}:${itemId}`;
}

/** Today's key for the non-negotiables: the calendar day, starting at the reset time. */
export function nonNegotiablesToday(data: { settings?: Pick<NonNegotiablesSettings, 'resetTime'> }, now: Date): string {
  return dayWithReset(now, data.settings?.resetTime ?? DEFAULT_NON_NEGOTIABLES_SETTINGS.resetTime);
}

/** The user's items in their order, or the four defaults until the user has saved any. */
export function nonNegotiableItems(data: Pick<NonNegotiablesData, 'items'>): NonNegotiableItem[] {
  const stored = Object.entries(data.items)
    .sort(([idA, a], [idB, b]) => a.order - b.order || idA.localeCompare(idB))
    .slice(0, MAX_NON_NEGOTIABLES)
    .map(([id, item]) => ({ id, name: item.name, iconName: item.iconName }));
  return stored.length > 0 ? stored : DEFAULT_NON_NEGOTIABLES.map((item) => ({ ...item }));
}

export function isCompletedOn(data: Completions, day: string, itemId: string): boolean {
  const record = data.completions[completionId(day, itemId)];
  return record?.completed === true && record.itemId === itemId && record.date === day;
}

/** Items not yet done today (the collapsed tab's badge). */
export function remainingCount(data: Completions, items: readonly NonNegotiableItem[], day: string): number {
  return items.filter((item) => !isCompletedOn(data, day, item.id)).length;
}

/** The days (as day numbers) on which `itemId` was completed. */
export function completedDayNumbers(data: Completions, itemId: string): Set<number> {
  const days = new Set<number>();
  for (const record of Object.values(data.completions)) {
    if (record.itemId !== itemId || !record.completed) continue;
    const value = dayNumber(record.date);
    if (value !== null) days.add(value);
  }
  return days;
}

/** The days (as day numbers) on which every one of `items` was completed. */
export function allDoneDayNumbers(data: Completions, items: readonly NonNegotiableItem[]): Set<number> {
  if (items.length === 0) return new Set();
  const perItem = items.map((item) => completedDayNumbers(data, item.id));
  const [first, ...rest] = perItem;
  return new Set([...first!].filter((day) => rest.every((days) => days.has(day))));
}

/** Consecutive days in `days` ending on `today` (0 when today is not one of them). */
export function runEndingOn(days: ReadonlySet<number>, today: number): number {
  let run = 0;
  while (days.has(today - run)) run += 1;
  return run;
}

/** The longest run of consecutive days in `days`. */
export function longestRun(days: ReadonlySet<number>): number {
  let best = 0;
  for (const day of days) {
    if (days.has(day - 1)) continue; // only count from the start of each run
    let run = 1;
    while (days.has(day + run)) run += 1;
    best = Math.max(best, run);
  }
  return best;
}

/**
 * The overall streak (spec 002 §4): consecutive days, ending today, on which every item was done.
 * Today is the day at `now` after the reset time.
 */
export function completionStreak(data: CompletionData, items: readonly NonNegotiableItem[], now: Date): number {
  const today = dayNumber(nonNegotiablesToday(data, now));
  return today === null ? 0 : runEndingOn(allDoneDayNumbers(data, items), today);
}

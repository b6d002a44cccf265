import { DEFAULT_NON_NEGOTIABLES, MAX_NON_NEGOTIABLES, type NonNegotiableItem, type NonNegotiablesData } from './non-negotiables-section';

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of `date` as YYYY-MM-DD. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The record id of one item's completion on one day. */
export function completionId(day: string, itemId: string): string {
  return `${day}:${itemId}`;
}

/** The user's items in their order, or the four defaults until the user has saved any. */
export function nonNegotiableItems(data: Pick<NonNegotiablesData, 'items'>): NonNegotiableItem[] {
  const stored = Object.entries(data.items)
    .sort(([idA, a], [idB, b]) => a.order - b.order || idA.localeCompare(idB))
    .slice(0, MAX_NON_NEGOTIABLES)
    .map(([id, item]) => ({ id, name: item.name, iconName: item.iconName }));
  return stored.length > 0 ? stored : DEFAULT_NON_NEGOTIABLES.map((item) => ({ ...item }));
}

export function isCompletedOn(data: Pick<NonNegotiablesData, 'completions'>, day: string, itemId: string): boolean {
  const record = data.completions[completionId(day, itemId)];
  return record?.completed === true && record.itemId === itemId && record.date === day;
}

function allDone(data: Pick<NonNegotiablesData, 'completions'>, day: string, items: readonly NonNegotiableItem[]): boolean {
  return items.length > 0 && items.every((item) => isCompletedOn(data, day, item.id));
}

/** The same local day `days` earlier, safe across daylight-saving changes. */
function daysBefore(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);
}

/**
 * Consecutive days on which every item was done, ending today, or yesterday while today is still
 * open (a streak is not broken before the day is over).
 */
export function completionStreak(data: Pick<NonNegotiablesData, 'completions'>, items: readonly NonNegotiableItem[], today: Date): number {
  let start = allDone(data, dayKey(today), items) ? 0 : 1;
  let streak = 0;
  // Bounded: the collection cannot hold more completed days than it has records.
  const limit = Object.keys(data.completions).length + 1;
  while (streak < limit && allDone(data, dayKey(daysBefore(today, start)), items)) {
    streak += 1;
    start += 1;
  }
  return streak;
}

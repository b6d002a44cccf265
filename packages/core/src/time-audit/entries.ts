import type { Energy, ValueRating } from './time-audit-constants';
import type { TimeEntry, TimeEntryWithId } from './time-audit-section';

const MINUTE = 60_000;
const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The local calendar date of a moment, YYYY-MM-DD. */
export function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * An entry's duration: whole minutes since the previous entry of the same day. The first entry of a
 * day has no previous one to measure from, so it counts one prompt interval.
 */
export function entryDuration(timestamp: number, entries: readonly Pick<TimeEntry, 'timestamp'>[], intervalMinutes: number): number {
  const today = localDateKey(new Date(timestamp));
  let previous: number | null = null;
  for (const entry of entries) {
    if (entry.timestamp > timestamp || localDateKey(new Date(entry.timestamp)) !== today) continue;
    if (previous === null || entry.timestamp > previous) previous = entry.timestamp;
  }
  return previous === null ? intervalMinutes : Math.max(0, Math.round((timestamp - previous) / MINUTE));
}

/** Ids of entries older than the retention period (purged when the widget starts). */
export function expiredEntryIds(entries: Record<string, Pick<TimeEntry, 'timestamp'>>, retentionDays: number, now: number): string[] {
  const cutoff = now - retentionDays * DAY;
  return Object.entries(entries)
    .filter(([, entry]) => entry.timestamp < cutoff)
    .map(([id]) => id);
}

/** The entries as a list with their ids, newest first (or oldest first). */
export function entryList(entries: Record<string, TimeEntry>, order: 'newest' | 'oldest' = 'newest'): TimeEntryWithId[] {
  const list = Object.entries(entries).map(([id, entry]) => ({ ...entry, id }));
  list.sort((a, b) => (order === 'newest' ? b.timestamp - a.timestamp : a.timestamp - b.timestamp) || a.id.localeCompare(b.id));
  return list;
}

/** A date group's heading: Today, Yesterday, or the short month and day ('Mar 4'). */
export function dateGroupLabel(dateKey: string, now: Date): string {
  if (dateKey === localDateKey(now)) return 'Today';
  if (dateKey === localDateKey(new Date(now.getTime() - DAY))) return 'Yesterday';
  const [, month = 1, day = 1] = dateKey.split('-').map(Number);
  return `${MONTHS[month - 1] ?? ''} ${day}`;
}

/** Entries grouped by date, keeping the list's order (groups in order of their first entry). */
export function groupByDate(list: readonly TimeEntryWithId[], now: Date): { date: string; label: string; entries: TimeEntryWithId[] }[] {
  const groups = new Map<string, TimeEntryWithId[]>();
  for (const entry of list) {
    const group = groups.get(entry.date);
    if (group) group.push(entry);
    else groups.set(entry.date, [entry]);
  }
  return [...groups].map(([date, entries]) => ({ date, label: dateGroupLabel(date, now), entries }));
}

export type EnergyTone = 'positive' | 'negative' | 'neutral';

/** The header's stats: entries today, all entries, and the percent of energy-tagged entries that energise. */
export function auditStats(entries: readonly TimeEntry[], now: Date): { today: number; total: number; energyPercent: number | null; tone: EnergyTone } {
  const todayKey = localDateKey(now);
  const tagged = entries.filter((entry) => entry.energy !== null);
  const energizing = tagged.filter((entry) => entry.energy === 'energizing').length;
  const energyPercent = tagged.length === 0 ? null : Math.round((energizing / tagged.length) * 100);
  let tone: EnergyTone = 'neutral';
  if (energyPercent !== null && energyPercent >= 60) tone = 'positive';
  else if (energyPercent !== null && energyPercent <= 40) tone = 'negative';
  return { today: entries.filter((entry) => entry.date === todayKey).length, total: entries.length, energyPercent, tone };
}

/** 'Last task: ... n min ago' of the prompt, from the newest entry. */
export function lastTaskLine(entries: readonly TimeEntry[], now: number): string | null {
  let latest: TimeEntry | null = null;
  for (const entry of entries) if (!latest || entry.timestamp > latest.timestamp) latest = entry;
  if (!latest) return null;
  const minutes = Math.max(0, Math.floor((now - latest.timestamp) / MINUTE));
  return `Last task: ${latest.task} ${minutes} min ago`;
}

export type TagChange = { field: 'energy'; value: Energy } | { field: 'value'; value: ValueRating };

/**
 * Other entries of the same task (names compared case-insensitively) that lack the tag just applied:
 * the ones the 'apply to all' offer would fill in.
 */
export function sameTaskMissing(entries: Record<string, TimeEntry>, entryId: string, change: TagChange): string[] {
  const source = entries[entryId];
  if (!source) return [];
  const name = source.task.trim().toLowerCase();
  return Object.entries(entries)
    .filter(([id, entry]) => id !== entryId && entry.task.trim().toLowerCase() === name && entry[change.field] === null)
    .map(([id]) => id);
}

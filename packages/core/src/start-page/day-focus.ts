/** Focus for today: one line per day, keyed by a local 'YYYY-MM-DD' day key the caller computes. */
export interface DayFocus {
  text: string;
  done: boolean;
}

export type FocusByDay = Record<string, DayFocus>;

export const FOCUS_MAX_LENGTH = 140;

/** Keeps only the last few days so the synced record stays small. */
const KEPT_DAYS = 14;

/** The day before a 'YYYY-MM-DD' key, computed on the calendar (no clock, no time zone). */
export function previousDayKey(dayKey: string): string {
  const [y, m, d] = dayKey.split('-').map(Number) as [number, number, number];
  const prev = new Date(Date.UTC(y, m - 1, d - 1));
  return prev.toISOString().slice(0, 10);
}

export type FocusView =
  | { kind: 'today'; focus: DayFocus }
  | { kind: 'empty'; yesterday: { focus: DayFocus; status: 'done' | 'carry-over' } | null };

/** What the centre shows: today's focus, else an empty prompt with yesterday's line as done or to carry over. */
export function focusView(all: FocusByDay, dayKey: string): FocusView {
  const today = all[dayKey];
  if (today && today.text.trim()) return { kind: 'today', focus: today };
  const y = all[previousDayKey(dayKey)];
  if (!y || !y.text.trim()) return { kind: 'empty', yesterday: null };
  return { kind: 'empty', yesterday: { focus: y, status: y.done ? 'done' : 'carry-over' } };
}

/** Sets a day's focus (trimmed to one line and the length cap) and drops days older than the kept window. */
export function setDayFocus(all: FocusByDay, dayKey: string, focus: DayFocus): FocusByDay {
  const text = focus.text.replace(/\s+/g, ' ').trim().slice(0, FOCUS_MAX_LENGTH);
  const next: FocusByDay = { ...all, [dayKey]: { text, done: text ? focus.done : false } };
  const keys = Object.keys(next).sort().reverse().slice(0, KEPT_DAYS);
  return Object.fromEntries(keys.map((k) => [k, next[k] as DayFocus]));
}

/** Carries yesterday's unfinished line over to today. */
export function carryOver(all: FocusByDay, dayKey: string): FocusByDay {
  const y = all[previousDayKey(dayKey)];
  if (!y || y.done || !y.text.trim()) return all;
  return setDayFocus(all, dayKey, { text: y.text, done: false });
}

import { TIME_AUDIT_LIMITS } from './time-audit-constants';
import type { TaskSuggestion, TimeEntry } from './time-audit-section';

/** The record id of a task's suggestion: the same for every spelling that differs only in case. */
export function suggestionId(task: string): string {
  // FNV-1a over the lower-cased name, twice with different seeds: a short, stable, id-safe key.
  const name = task.trim().toLowerCase();
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ name.length;
  for (let i = 0; i < name.length; i += 1) {
    const code = name.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return `task-${a.toString(36)}${b.toString(36)}`;
}

/** Ranks suggestions: most frequent first, then most recently used. */
export function rankSuggestions(suggestions: readonly TaskSuggestion[]): TaskSuggestion[] {
  return [...suggestions].sort((x, y) => y.frequency - x.frequency || y.lastUsed - x.lastUsed || x.task.localeCompare(y.task));
}

/**
 * The suggestion list of the prompt: the ranked suggestions whose name contains what is typed
 * (all of them while the input is empty), `count` of them.
 */
export function matchingSuggestions(suggestions: Record<string, TaskSuggestion>, typed: string, count: number): TaskSuggestion[] {
  const needle = typed.trim().toLowerCase();
  const ranked = rankSuggestions(Object.values(suggestions));
  const matches = needle === '' ? ranked : ranked.filter((suggestion) => suggestion.task.toLowerCase().includes(needle));
  return matches.slice(0, count);
}

/** The Recent chips: distinct task names of the newest entries. */
export function recentTasks(entries: readonly TimeEntry[], count: number = TIME_AUDIT_LIMITS.recentChips): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of [...entries].sort((a, b) => b.timestamp - a.timestamp)) {
    const key = entry.task.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(entry.task);
    if (out.length === count) break;
  }
  return out;
}

/** The suggestion after tracking `entry`: one more use, its latest tags and name. */
export function recordUse(existing: TaskSuggestion | undefined, entry: Pick<TimeEntry, 'task' | 'timestamp' | 'energy' | 'value' | 'quadrant'>): TaskSuggestion {
  return {
    task: entry.task,
    frequency: (existing?.frequency ?? 0) + 1,
    lastUsed: Math.max(existing?.lastUsed ?? 0, entry.timestamp),
    energy: entry.energy ?? existing?.energy ?? null,
    value: entry.value ?? existing?.value ?? null,
    quadrant: entry.quadrant !== 'unassigned' ? entry.quadrant : (existing?.quadrant ?? 'unassigned'),
  };
}

/** Ids of the suggestions beyond the top 100 (by frequency then recency), to be removed. */
export function suggestionsBeyondLimit(suggestions: Record<string, TaskSuggestion>, limit: number = TIME_AUDIT_LIMITS.suggestionsKept): string[] {
  const ranked = Object.entries(suggestions).sort(
    ([ia, a], [ib, b]) => b.frequency - a.frequency || b.lastUsed - a.lastUsed || ia.localeCompare(ib),
  );
  return ranked.slice(limit).map(([id]) => id);
}

import { QUADRANT_IDS, VALUE_RATINGS, type Energy, type Placement, type QuadrantId, type ValueRating } from '../time-audit/time-audit-constants';
import type { TimeEntry } from '../time-audit/time-audit-section';

export interface QuadrantInfo {
  id: QuadrantId;
  title: string;
  subtitle: string;
  description: string;
  /** Where it sits in the matrix: up is 'Makes You Money', right is 'Lights You Up'. */
  money: 'high' | 'low';
  energy: 'high' | 'low';
}

/** The four quadrants (spec 002 §9) in reading order: top left, top right, bottom left, bottom right. */
export const QUADRANTS: readonly QuadrantInfo[] = [
  {
    id: 'replacement',
    title: 'Replacement',
    subtitle: 'High $ · Drains you',
    description: 'Pays well but drains you. Hire or train someone to take it over.',
    money: 'high',
    energy: 'low',
  },
  {
    id: 'production',
    title: 'Production',
    subtitle: 'High $ · Lights you up',
    description: 'Your zone of genius. Spend more of your time here.',
    money: 'high',
    energy: 'high',
  },
  {
    id: 'delegation',
    title: 'Delegation',
    subtitle: 'Low $ · Drains you',
    description: 'Low value and draining. Delegate, automate or drop it first.',
    money: 'low',
    energy: 'low',
  },
  {
    id: 'investment',
    title: 'Investment',
    subtitle: 'Low $ · Lights you up',
    description: 'Energises you and grows you. Keep it as an investment in yourself.',
    money: 'low',
    energy: 'high',
  },
];

export function quadrantInfo(id: QuadrantId): QuadrantInfo {
  return QUADRANTS.find((quadrant) => quadrant.id === id)!;
}

export function isQuadrantId(value: unknown): value is QuadrantId {
  return typeof value === 'string' && (QUADRANT_IDS as readonly string[]).includes(value);
}

/** One task of the report: every entry of the same name (case-insensitive) merged into one card. */
export interface ReportTask {
  key: string;
  task: string;
  /** The summed duration of the merged entries, in minutes. */
  duration: number;
  count: number;
  entryIds: string[];
  placement: Placement;
  /** The highest value rating among the entries. */
  value: ValueRating | null;
  /** The energy most entries were tagged with (the newest wins a tie). */
  energy: Energy | null;
}

/**
 * Merges same-name entries into report tasks with their durations summed. A task's placement is the
 * newest entry's placement that is not 'unassigned' (moving a card moves all its entries, so they agree).
 */
export function mergeReportTasks(entries: Record<string, TimeEntry>): ReportTask[] {
  const byName = new Map<string, { id: string; entry: TimeEntry }[]>();
  for (const [id, entry] of Object.entries(entries)) {
    const key = entry.task.trim().toLowerCase();
    const group = byName.get(key);
    if (group) group.push({ id, entry });
    else byName.set(key, [{ id, entry }]);
  }
  const tasks: ReportTask[] = [];
  for (const [key, group] of byName) {
    group.sort((a, b) => b.entry.timestamp - a.entry.timestamp || a.id.localeCompare(b.id));
    const newest = group[0]!.entry;
    const placed = group.find(({ entry }) => entry.quadrant !== 'unassigned');
    let value: ValueRating | null = null;
    let energizing = 0;
    let draining = 0;
    for (const { entry } of group) {
      if (entry.value && (value === null || VALUE_RATINGS.indexOf(entry.value) > VALUE_RATINGS.indexOf(value))) value = entry.value;
      if (entry.energy === 'energizing') energizing += 1;
      if (entry.energy === 'draining') draining += 1;
    }
    const newestEnergy = group.find(({ entry }) => entry.energy !== null)?.entry.energy ?? null;
    const energy: Energy | null = energizing > draining ? 'energizing' : draining > energizing ? 'draining' : newestEnergy;
    tasks.push({
      key,
      task: newest.task,
      duration: group.reduce((sum, { entry }) => sum + entry.duration, 0),
      count: group.length,
      entryIds: group.map(({ id }) => id),
      placement: placed?.entry.quadrant ?? 'unassigned',
      value,
      energy,
    });
  }
  return tasks.sort((a, b) => b.duration - a.duration || a.task.localeCompare(b.task));
}

/** The report's tasks by placement: the four quadrants and the unassigned list. */
export function tasksByPlacement(tasks: readonly ReportTask[]): Record<Placement, ReportTask[]> {
  const out: Record<Placement, ReportTask[]> = { replacement: [], production: [], delegation: [], investment: [], unassigned: [] };
  for (const task of tasks) out[task.placement].push(task);
  return out;
}

/** A duration badge: '45m', '2h', '1h 30m'. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

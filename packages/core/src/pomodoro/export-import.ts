import { z } from 'zod';
import { normaliseTimerPresets, timerPresetSchema, type TimerPreset } from './presets';
import { activePomodoroSessionSchema, pomodoroSessionSchema, type ActivePomodoroSession, type PomodoroSessionRecord } from './session';
import { DEFAULT_POMODORO_SETTINGS, pomodoroSettingsSchema, type PomodoroSettings } from './settings';
import { computePomodoroStats, type PomodoroStats } from './statistics';

export const POMODORO_EXPORT_VERSION = '1.0';

export interface PomodoroExport {
  version: typeof POMODORO_EXPORT_VERSION;
  exportDate: string;
  presets: TimerPreset[];
  tasks: unknown[];
  sessions: PomodoroSessionRecord[];
  stats: PomodoroStats;
  settings: PomodoroSettings;
  notes: unknown[];
  currentSession: ActivePomodoroSession | null;
}

/** pomodoro-stats-{date}.json, the date as YYYY-MM-DD. */
export function pomodoroExportFileName(date: string): string {
  return `pomodoro-stats-${date}.json`;
}

/** The export document: version 1.0, the export date and every data group. */
export function buildPomodoroExport(
  data: { presets: readonly TimerPreset[]; sessions: Record<string, PomodoroSessionRecord>; settings: PomodoroSettings; currentSession: ActivePomodoroSession | null },
  now: number,
  timeZone: string,
): PomodoroExport {
  const sessions = Object.values(data.sessions).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
  return {
    version: POMODORO_EXPORT_VERSION,
    exportDate: new Date(now).toISOString(),
    presets: normaliseTimerPresets(data.presets),
    tasks: [],
    sessions,
    stats: computePomodoroStats(sessions, now, timeZone),
    settings: { ...data.settings },
    notes: [],
    currentSession: data.currentSession,
  };
}

export interface PomodoroImport {
  presets: TimerPreset[];
  sessions: PomodoroSessionRecord[];
  settings: PomodoroSettings;
}

const importSchema = z.object({
  version: z.literal(POMODORO_EXPORT_VERSION, { error: `Unsupported version (expected ${POMODORO_EXPORT_VERSION})` }),
  exportDate: z.string().optional(),
  presets: z.array(timerPresetSchema).min(1, 'at least one preset is needed').max(50),
  tasks: z.array(z.unknown()).optional(),
  sessions: z.array(pomodoroSessionSchema).max(100_000),
  // Recalculated from the sessions on import; only its shape is checked.
  stats: z.record(z.string(), z.unknown()).optional(),
  settings: pomodoroSettingsSchema.partial().strict().optional(),
  notes: z.array(z.unknown()).optional(),
  currentSession: activePomodoroSessionSchema.nullable().optional(),
});

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map((part) => (typeof part === 'number' ? `item ${part + 1}` : String(part))).join(' → ');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * Checks an imported file completely before anything changes: the text must be JSON, the version 1.0,
 * every preset, session and setting valid, session ids unique. The answer says what is wrong.
 */
export function parsePomodoroImport(text: string): { ok: true; value: PomodoroImport } | { ok: false; error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not valid JSON.' };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, error: 'The file is not a Pomodoro export.' };
  }
  const parsed = importSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: `The file is not a valid Pomodoro export: ${describeIssue(parsed.error.issues[0]!)}` };
  const ids = new Set<string>();
  for (const session of parsed.data.sessions) {
    if (ids.has(session.id)) return { ok: false, error: `The file is not a valid Pomodoro export: session ${session.id} appears twice` };
    ids.add(session.id);
  }
  return {
    ok: true,
    value: {
      presets: normaliseTimerPresets(parsed.data.presets),
      sessions: parsed.data.sessions,
      settings: { ...DEFAULT_POMODORO_SETTINGS, ...parsed.data.settings },
    },
  };
}

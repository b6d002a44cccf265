import { z } from 'zod';

export const POMODORO_SESSION_TYPES = ['focus', 'break'] as const;
export type PomodoroSessionType = (typeof POMODORO_SESSION_TYPES)[number];

const isoDate = z.string().max(40).refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');

/** One finished (or abandoned) focus or break session: a record keyed by its id. */
export const pomodoroSessionSchema = z.object({
  id: z.string().min(1).max(200),
  taskId: z.string().max(200).nullable(),
  preset: z.string().min(1).max(200),
  startTime: isoDate,
  endTime: isoDate.nullable(),
  /** Milliseconds actually spent, overtime included. */
  actualDuration: z.number().finite().nonnegative(),
  completed: z.boolean(),
  type: z.enum(POMODORO_SESSION_TYPES),
  notes: z.array(z.string().max(5000)).max(500),
  distractions: z.number().int().nonnegative(),
  extended: z.boolean(),
  /** Minutes added with Extend. */
  extensionTime: z.number().finite().nonnegative(),
});
export type PomodoroSessionRecord = z.infer<typeof pomodoroSessionSchema>;

/** The spec's ids: session-{time} for focus, break-{time} for breaks. */
export function pomodoroSessionId(type: PomodoroSessionType, now: number): string {
  return `${type === 'focus' ? 'session' : 'break'}-${Math.round(now)}`;
}

/** The session in progress, stored with its start so every device and a reload compute the same time. */
export const activePomodoroSessionSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(POMODORO_SESSION_TYPES),
  presetId: z.string().min(1).max(200),
  presetName: z.string().max(100),
  /** Epoch ms the session began. */
  startedAt: z.number().finite(),
  /** Length to count down (ms): the preset's length plus every extension. */
  plannedMs: z.number().finite().nonnegative(),
  /** Time run before the current running stretch (ms). */
  elapsedMs: z.number().finite().nonnegative(),
  /** Epoch ms the current running stretch began; null while paused. */
  runningSince: z.number().finite().nullable(),
  /** Counting up past the end (EXTENDING with timerEndBehavior countUp). */
  countingUp: z.boolean(),
  /** The planned time was reached once (the session counts as completed). */
  completed: z.boolean(),
  extended: z.boolean(),
  extensionTime: z.number().finite().nonnegative(),
});
export type ActivePomodoroSession = z.infer<typeof activePomodoroSessionSchema>;

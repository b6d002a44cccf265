import { z } from 'zod';

export const POMODORO_ALERT_SOUNDS = ['soft_chime', 'break_bell', 'return_chime', 'none'] as const;
export type PomodoroAlertSound = (typeof POMODORO_ALERT_SOUNDS)[number];
export const TIMER_END_BEHAVIORS = ['countUp', 'autoPause'] as const;
export type TimerEndBehavior = (typeof TIMER_END_BEHAVIORS)[number];

export const POMODORO_SETTINGS_LIMITS = {
  fadeMin: 3,
  fadeMax: 30,
  repeatMin: 1,
  repeatMax: 300,
  checkinMin: 1,
  checkinMax: 120,
} as const;

/**
 * Every setting of the spec (section 3). Reading the section parses it key by key, so a damaged setting
 * falls back to its own default alone.
 */
export const pomodoroSettingsSchema = z.object({
  alertSound: z.enum(POMODORO_ALERT_SOUNDS),
  alertVolume: z.number().min(0).max(1),
  alertRepeatInterval: z.number().int().min(POMODORO_SETTINGS_LIMITS.repeatMin).max(POMODORO_SETTINGS_LIMITS.repeatMax),
  visualAlerts: z.boolean(),
  autoStartNextFocus: z.boolean(),
  autoStartBreaks: z.boolean(),
  hyperfocusMode: z.boolean(),
  microCheckinInterval: z.number().int().min(POMODORO_SETTINGS_LIMITS.checkinMin).max(POMODORO_SETTINGS_LIMITS.checkinMax),
  musicFadeOut: z.boolean(),
  musicFadeOutDuration: z.number().int().min(POMODORO_SETTINGS_LIMITS.fadeMin).max(POMODORO_SETTINGS_LIMITS.fadeMax),
  timerEndBehavior: z.enum(TIMER_END_BEHAVIORS),
  alwaysOnTop: z.boolean(),
  showMilliseconds: z.boolean(),
  compactMode: z.boolean(),
  theme: z.enum(['auto', 'light', 'dark']),
  dndIntegration: z.boolean(),
  websiteBlocking: z.boolean(),
  blockedSites: z.array(z.string().max(500)).max(500),
  pointsEnabled: z.boolean(),
  streakNotifications: z.boolean(),
  celebrationAnimations: z.boolean(),
  syncEnabled: z.boolean(),
  exportEnabled: z.boolean(),
});
export type PomodoroSettings = z.infer<typeof pomodoroSettingsSchema>;

export const DEFAULT_POMODORO_SETTINGS: PomodoroSettings = {
  alertSound: 'soft_chime',
  alertVolume: 0.7,
  alertRepeatInterval: 10,
  visualAlerts: true,
  autoStartNextFocus: false,
  autoStartBreaks: false,
  hyperfocusMode: true,
  microCheckinInterval: 10,
  musicFadeOut: true,
  musicFadeOutDuration: 5,
  timerEndBehavior: 'countUp',
  alwaysOnTop: false,
  showMilliseconds: false,
  compactMode: false,
  theme: 'auto',
  dndIntegration: false,
  websiteBlocking: false,
  blockedSites: [],
  pointsEnabled: true,
  streakNotifications: true,
  celebrationAnimations: true,
  syncEnabled: false,
  exportEnabled: true,
};

/** A typed whole number within bounds, with the message the settings form shows. */
export function validatePomodoroNumber(
  raw: string,
  label: string,
  min: number,
  max: number,
  unit: string,
): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, error: `${label} is required` };
  const value = Number(trimmed);
  if (!Number.isInteger(value)) return { ok: false, error: `${label} must be a whole number` };
  if (value < min) return { ok: false, error: `${label} must be at least ${min} ${unit}` };
  if (value > max) return { ok: false, error: `${label} must be at most ${max} ${unit}` };
  return { ok: true, value };
}

/** Music fade duration: 3 to 30 seconds. */
export const validateFadeDuration = (raw: string) =>
  validatePomodoroNumber(raw, 'Music fade duration', POMODORO_SETTINGS_LIMITS.fadeMin, POMODORO_SETTINGS_LIMITS.fadeMax, 'seconds');

export const validateAlertRepeatInterval = (raw: string) =>
  validatePomodoroNumber(raw, 'Repeat interval', POMODORO_SETTINGS_LIMITS.repeatMin, POMODORO_SETTINGS_LIMITS.repeatMax, 'seconds');

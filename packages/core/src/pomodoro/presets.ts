import { z } from 'zod';
import { plural } from '../text/plural';

/** Spec section 9: what a user may type for a preset (minutes). */
export const PRESET_LIMITS = { focusMin: 1, focusMax: 120, breakMin: 1, breakMax: 60 } as const;

/**
 * One timer preset. Stored focus may be fractional under 1 minute (shown as seconds); typed values are
 * held to the limits above by validatePresetDraft.
 */
export const timerPresetSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(100),
  focus: z.number().positive().max(PRESET_LIMITS.focusMax),
  break: z.number().positive().max(PRESET_LIMITS.breakMax),
  longBreakEvery: z.number().int().min(1).max(100).optional(),
  longBreak: z.number().positive().max(PRESET_LIMITS.breakMax).optional(),
  color: z.string().max(50),
  agentId: z.string().max(200).optional(),
});
export type TimerPreset = z.infer<typeof timerPresetSchema>;

export const DEFAULT_TIMER_PRESETS: readonly TimerPreset[] = [
  { id: 'standard', name: 'Standard', focus: 25, break: 5, longBreakEvery: 4, longBreak: 15, color: '#e05d44' },
  { id: 'sprint', name: 'Sprint', focus: 10, break: 2, color: '#d99a1e' },
  { id: 'deep', name: 'Deep Work', focus: 50, break: 10, longBreakEvery: 2, longBreak: 20, color: '#5b6ee1' },
];

/** A stored list of presets: the debug preset always dropped, duplicates dropped, never empty. */
export function normaliseTimerPresets(presets: readonly TimerPreset[]): TimerPreset[] {
  const seen = new Set<string>();
  const kept = presets.filter((preset) => {
    if (preset.id === 'debug' || seen.has(preset.id)) return false;
    seen.add(preset.id);
    return true;
  });
  return kept.length > 0 ? kept : DEFAULT_TIMER_PRESETS.map((preset) => ({ ...preset }));
}

/** The selected preset, or the first one (the spec's default selection). */
export function selectedPreset(presets: readonly TimerPreset[], id: string | null | undefined): TimerPreset {
  const list = normaliseTimerPresets(presets);
  return list.find((preset) => preset.id === id) ?? list[0]!;
}

/** The last preset cannot be deleted. */
export function canDeletePreset(presets: readonly TimerPreset[]): boolean {
  return normaliseTimerPresets(presets).length > 1;
}

export function deletePreset(presets: readonly TimerPreset[], id: string): TimerPreset[] {
  const list = normaliseTimerPresets(presets);
  if (list.length <= 1) return list;
  return list.filter((preset) => preset.id !== id);
}

/** Minutes as the timer shows a preset's length: '25m', or seconds under a minute ('30s'). */
export function formatPresetMinutes(minutes: number): string {
  if (minutes < 1) return `${Math.round(minutes * 60)}s`;
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(1)}m`;
}

export interface PresetDraft {
  name: string;
  focus: string;
  break: string;
}
export type PresetDraftErrors = Partial<Record<keyof PresetDraft, string>>;

function checkNumber(raw: string, label: string, min: number, max: number): { value?: number; error?: string } {
  const trimmed = raw.trim();
  if (trimmed === '') return { error: `${label} is required` };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: `${label} must be a number` };
  if (value < min) return { error: `${label} must be at least ${plural(min, 'minute')}` };
  if (value > max) return { error: `${label} must be at most ${plural(max, 'minute')}` };
  return { value };
}

/** Checks a typed preset: name required, focus 1-120 minutes, break 1-60 minutes. */
export function validatePresetDraft(
  draft: PresetDraft,
): { ok: true; value: { name: string; focus: number; break: number } } | { ok: false; errors: PresetDraftErrors } {
  const errors: PresetDraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Name is required';
  else if (name.length > 100) errors.name = 'Name must be at most 100 characters';
  const focus = checkNumber(draft.focus, 'Focus', PRESET_LIMITS.focusMin, PRESET_LIMITS.focusMax);
  const rest = checkNumber(draft.break, 'Break', PRESET_LIMITS.breakMin, PRESET_LIMITS.breakMax);
  if (focus.error) errors.focus = focus.error;
  if (rest.error) errors.break = rest.error;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, focus: focus.value!, break: rest.value! } };
}

/**
 * The break a preset gives after `completedFocusCount` completed focus sessions: its long break every
 * longBreakEvery sessions, else its break, else 5 minutes.
 */
export function breakMinutesFor(preset: TimerPreset | undefined, completedFocusCount: number): number {
  if (!preset) return 5;
  const { longBreakEvery, longBreak } = preset;
  if (longBreakEvery && longBreak && completedFocusCount > 0 && completedFocusCount % longBreakEvery === 0) return longBreak;
  return preset.break > 0 ? preset.break : 5;
}

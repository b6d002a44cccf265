import { z } from 'zod';
import { defineSection, type SectionData } from '../sections/define-section';
import { DEFAULT_TIMER_PRESETS, normaliseTimerPresets, timerPresetSchema } from './presets';
import { pomodoroSessionSchema } from './session';
import { DEFAULT_POMODORO_SETTINGS, pomodoroSettingsSchema } from './settings';
import { IDLE_TIMER, timerStateSchema } from './timer-machine';

/**
 * The synced Pomodoro data. Sessions are records keyed by id, so two devices never overwrite each
 * other's history; the running timer is one field stored with its start time, so a reload or a second
 * device shows the same remaining time. Statistics are recalculated from the sessions.
 */
export const pomodoroSection = defineSection({
  name: 'pomodoro',
  schema: z.object({
    presets: z.array(timerPresetSchema).max(50).transform(normaliseTimerPresets),
    selectedPresetId: z.string().max(200),
    settings: pomodoroSettingsSchema,
    timer: timerStateSchema,
  }),
  defaults: {
    presets: DEFAULT_TIMER_PRESETS.map((preset) => ({ ...preset })),
    selectedPresetId: DEFAULT_TIMER_PRESETS[0]!.id,
    settings: DEFAULT_POMODORO_SETTINGS,
    timer: IDLE_TIMER,
  },
  collections: { sessions: pomodoroSessionSchema },
});

export type PomodoroData = SectionData<typeof pomodoroSection>;

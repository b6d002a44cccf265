/** Spec section 9, Timer. */
export const TIMER_CONSTANTS = {
  tickMs: 100,
  extendMinutes: 5,
  notificationMs: 20_000,
  saveDebounceMs: 1000,
  /** Picking another preset while running restarts with it after this delay. */
  presetRestartDelayMs: 50,
  fadeInAfterCountUpMs: 15_000,
  fadeInDurationMs: 3000,
  ringRadius: 85,
} as const;

/** Gains of the synthesised sounds, each multiplied by the alert volume. */
export const POMODORO_AUDIO_GAINS = {
  main: 0.7,
  background: 0.3,
  tick: 0.1,
  pauseResume: 0.5,
  extend: 0.6,
  sessionComplete: 0.8,
} as const;
export type PomodoroAudioCue = keyof typeof POMODORO_AUDIO_GAINS;

export function pomodoroCueGain(cue: PomodoroAudioCue, alertVolume: number): number {
  return POMODORO_AUDIO_GAINS[cue] * Math.min(1, Math.max(0, alertVolume));
}

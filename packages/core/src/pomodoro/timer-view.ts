import type { TimerPreset } from './presets';
import { elapsedMs, remainingMs, type TimerState } from './timer-machine';

export const TIMER_LABELS = {
  IDLE: 'Ready',
  FOCUS: 'Focus Time',
  BREAK: 'Break Time',
  PAUSED: 'Paused',
  extendingFocus: 'Extending Focus',
  extendedFocus: 'Extended Focus',
  extendedBreak: 'Extended Break',
} as const;

/** The state label under the time. EXTENDING reads by what is extended and how. */
export function timerLabel(state: TimerState): string {
  const { status, session } = state;
  if (status !== 'EXTENDING') return TIMER_LABELS[status];
  if (session?.type === 'break') return TIMER_LABELS.extendedBreak;
  return session?.countingUp ? TIMER_LABELS.extendingFocus : TIMER_LABELS.extendedFocus;
}

/** Share of the session done, 0 to 1; 1 in EXTENDING, 0 when idle. */
export function timerProgress(state: TimerState, now: number): number {
  const { status, session } = state;
  if (status === 'EXTENDING') return 1;
  if (!session || status === 'IDLE' || session.plannedMs <= 0) return 0;
  return Math.min(1, Math.max(0, elapsedMs(session, now) / session.plannedMs));
}

/** m:ss (minutes may pass 59: 120:00). */
export function formatTimerClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The time the ring and the tab show: the preset's length when idle, the time left while counting down
 * (rounded up, so a fresh 10-minute focus reads 10:00 and 0:00 only at the end), and the overtime with
 * a plus sign while counting up.
 */
export function timerDisplay(state: TimerState, now: number, idlePreset: TimerPreset): string {
  const { session } = state;
  if (!session || state.status === 'IDLE') return formatTimerClock(idlePreset.focus * 60_000);
  if (session.countingUp) return `+${formatTimerClock(elapsedMs(session, now) - session.plannedMs)}`;
  return formatTimerClock(Math.ceil(remainingMs(state, now) / 1000) * 1000);
}

/** Whether the clock is moving (the tab shows the time and its outline). */
export function isTimerActive(state: TimerState): boolean {
  return state.status !== 'IDLE' && state.session !== null;
}

/** The panel header: time and state while a sub-panel is open and the timer is not idle; else the title. */
export function timerHeaderText(state: TimerState, now: number, idlePreset: TimerPreset, subPanelOpen: boolean): string {
  if (!subPanelOpen || state.status === 'IDLE') return 'Pomodoro Timer';
  return `${timerDisplay(state, now, idlePreset)} · ${timerLabel(state)}`;
}

import { z } from 'zod';
import type { TimerPreset } from './presets';
import { activePomodoroSessionSchema, pomodoroSessionId, type ActivePomodoroSession, type PomodoroSessionRecord } from './session';
import type { TimerEndBehavior } from './settings';

export const TIMER_STATUSES = ['IDLE', 'FOCUS', 'BREAK', 'PAUSED', 'EXTENDING'] as const;
export type TimerStatus = (typeof TIMER_STATUSES)[number];
const RUNNING = ['FOCUS', 'BREAK', 'EXTENDING'] as const;
type RunningStatus = (typeof RUNNING)[number];

export const timerStateSchema = z.object({
  status: z.enum(TIMER_STATUSES),
  pausedFrom: z.enum(RUNNING).nullable(),
  session: activePomodoroSessionSchema.nullable(),
});
export type TimerState = z.infer<typeof timerStateSchema>;

export const IDLE_TIMER: TimerState = { status: 'IDLE', pausedFrom: null, session: null };

export type TimerAction =
  | { type: 'start'; preset: TimerPreset }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'reset' }
  | { type: 'extend'; minutes: number }
  /** minutes: the break's length; defaults to the preset's break, else 5. */
  | { type: 'startBreak'; preset?: TimerPreset; minutes?: number }
  | { type: 'skipBreak' };
export type TimerActionType = TimerAction['type'];

export type TimerEffect =
  | { type: 'saveSession'; session: PomodoroSessionRecord }
  | { type: 'FOCUS_END'; session: PomodoroSessionRecord }
  | { type: 'BREAK_END'; session: PomodoroSessionRecord }
  | { type: 'stopBackgroundSound' };

export type TransitionResult =
  | { ok: true; state: TimerState; effects: TimerEffect[] }
  | { ok: false; state: TimerState; reason: string };

const MINUTE = 60_000;

/** Time run so far in the current session (ms). */
export function elapsedMs(session: ActivePomodoroSession, now: number): number {
  return session.elapsedMs + (session.runningSince === null ? 0 : Math.max(0, now - session.runningSince));
}

/** Time left to count down (ms), never below 0. */
export function remainingMs(state: TimerState, now: number): number {
  if (!state.session) return 0;
  return Math.max(0, state.session.plannedMs - elapsedMs(state.session, now));
}

/** The session as a stored record, ending at `endAt`. */
export function toRecord(session: ActivePomodoroSession, endAt: number, endedAt: number | null = endAt): PomodoroSessionRecord {
  return {
    id: session.id,
    taskId: null,
    preset: session.presetId,
    startTime: new Date(session.startedAt).toISOString(),
    endTime: endedAt === null ? null : new Date(endedAt).toISOString(),
    actualDuration: Math.round(elapsedMs(session, endAt)),
    completed: session.completed,
    type: session.type,
    notes: [],
    distractions: 0,
    extended: session.extended,
    extensionTime: session.extensionTime,
  };
}

function newSession(type: ActivePomodoroSession['type'], preset: TimerPreset | undefined, minutes: number, now: number): ActivePomodoroSession {
  return {
    id: pomodoroSessionId(type, now),
    type,
    presetId: preset?.id ?? 'standard',
    presetName: preset?.name ?? 'Standard',
    startedAt: now,
    plannedMs: Math.round(minutes * MINUTE),
    elapsedMs: 0,
    runningSince: now,
    countingUp: false,
    completed: false,
    extended: false,
    extensionTime: 0,
  };
}

/** The record of the session being left, when there is one. */
function closeCurrent(state: TimerState, now: number, completed?: boolean): TimerEffect[] {
  if (!state.session) return [];
  const session = completed ? { ...state.session, completed: true } : state.session;
  return [{ type: 'saveSession', session: toRecord(session, now) }];
}

const isRunning = (status: TimerStatus): status is RunningStatus => (RUNNING as readonly string[]).includes(status);

/** Whether `action` may be taken in `state` (spec section 4, the transition table). */
export function canDispatch(state: TimerState, action: TimerActionType, now: number): boolean {
  const { status, session } = state;
  switch (action) {
    case 'start':
      return status === 'IDLE' || status === 'EXTENDING' || status === 'PAUSED' || status === 'BREAK';
    case 'pause':
      return isRunning(status);
    case 'resume':
      return status === 'PAUSED' && session !== null;
    case 'reset':
      return true;
    case 'extend':
      // The forced switch: PAUSED with nothing left may go to EXTENDING.
      return (isRunning(status) || (status === 'PAUSED' && remainingMs(state, now) === 0)) && session !== null;
    case 'startBreak':
      return session?.type === 'focus' && status !== 'IDLE';
    case 'skipBreak':
      return status === 'BREAK';
  }
}

/** Applies one user action at time `now`. Disallowed actions change nothing and say why. */
export function dispatchTimer(state: TimerState, action: TimerAction, now: number): TransitionResult {
  if (!canDispatch(state, action.type, now)) {
    return { ok: false, state, reason: `${action.type} is not allowed in ${state.status}` };
  }
  const session = state.session;
  switch (action.type) {
    case 'start': {
      const effects = closeCurrent(state, now);
      const next = newSession('focus', action.preset, action.preset.focus, now);
      return { ok: true, state: { status: 'FOCUS', pausedFrom: null, session: next }, effects };
    }
    case 'pause': {
      const paused: ActivePomodoroSession = { ...session!, elapsedMs: elapsedMs(session!, now), runningSince: null };
      return { ok: true, state: { status: 'PAUSED', pausedFrom: state.status as RunningStatus, session: paused }, effects: [] };
    }
    case 'resume': {
      const resumed: ActivePomodoroSession = { ...session!, runningSince: now };
      let status: RunningStatus;
      if (remainingMs(state, now) === 0) {
        // Nothing left to count down: count up from here.
        status = 'EXTENDING';
        resumed.countingUp = true;
      } else if (session!.type === 'break') status = 'BREAK';
      else status = session!.extended ? 'EXTENDING' : 'FOCUS';
      return { ok: true, state: { status, pausedFrom: null, session: resumed }, effects: [] };
    }
    case 'reset':
      return { ok: true, state: IDLE_TIMER, effects: [...closeCurrent(state, now), { type: 'stopBackgroundSound' }] };
    case 'extend': {
      if (!(action.minutes > 0)) return { ok: false, state, reason: 'extend needs a positive number of minutes' };
      const ran = elapsedMs(session!, now);
      const extended: ActivePomodoroSession = {
        ...session!,
        plannedMs: Math.max(session!.plannedMs, ran) + Math.round(action.minutes * MINUTE),
        elapsedMs: ran,
        runningSince: now,
        countingUp: false,
        extended: true,
        extensionTime: session!.extensionTime + action.minutes,
      };
      const effects: TimerEffect[] = session!.completed ? [{ type: 'saveSession', session: toRecord(extended, now) }] : [];
      return { ok: true, state: { status: 'EXTENDING', pausedFrom: null, session: extended }, effects };
    }
    case 'startBreak': {
      const effects = closeCurrent(state, now, true);
      const minutes = action.minutes ?? (action.preset ? action.preset.break : 5);
      const next = newSession('break', action.preset, minutes > 0 ? minutes : 5, now);
      if (action.preset === undefined) {
        next.presetId = session!.presetId;
        next.presetName = session!.presetName;
      }
      return { ok: true, state: { status: 'BREAK', pausedFrom: null, session: next }, effects };
    }
    case 'skipBreak':
      return { ok: true, state: IDLE_TIMER, effects: closeCurrent(state, now) };
  }
}

/**
 * Advances the clock to `now`. When the time to count down runs out in FOCUS, BREAK or an extension, the
 * session is completed and saved as of the exact moment it ran out (so a late tick, a background tab or
 * a reload changes nothing), FOCUS_END or BREAK_END is emitted, and the timer pauses (autoPause) or
 * counts up in EXTENDING.
 */
export function tickTimer(state: TimerState, now: number, endBehavior: TimerEndBehavior): { state: TimerState; effects: TimerEffect[] } {
  const { session, status } = state;
  if (!session || !isRunning(status) || session.countingUp || session.runningSince === null) return { state, effects: [] };
  const ran = elapsedMs(session, now);
  if (ran < session.plannedMs) return { state, effects: [] };
  const endAt = now - (ran - session.plannedMs);
  const done: ActivePomodoroSession = { ...session, completed: true };
  const record = toRecord(done, endAt);
  const effects: TimerEffect[] = [
    { type: 'saveSession', session: record },
    { type: session.type === 'focus' ? 'FOCUS_END' : 'BREAK_END', session: record },
    { type: 'stopBackgroundSound' },
  ];
  if (endBehavior === 'autoPause') {
    const paused: ActivePomodoroSession = { ...done, elapsedMs: session.plannedMs, runningSince: null };
    return { state: { status: 'PAUSED', pausedFrom: status, session: paused }, effects };
  }
  return { state: { status: 'EXTENDING', pausedFrom: null, session: { ...done, countingUp: true, extended: true } }, effects };
}


import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMER_PRESETS } from './presets';
import {
  IDLE_TIMER,
  canDispatch,
  dispatchTimer,
  remainingMs,
  tickTimer,
  type TimerAction,
  type TimerActionType,
  type TimerState,
  type TimerStatus,
} from './timer-machine';
import { timerDisplay, timerLabel, timerProgress } from './timer-view';

const [standard, sprint] = DEFAULT_TIMER_PRESETS as [(typeof DEFAULT_TIMER_PRESETS)[0], (typeof DEFAULT_TIMER_PRESETS)[1]];
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const MIN = 60_000;

function run(state: TimerState, action: TimerAction, now: number): TimerState {
  const result = dispatchTimer(state, action, now);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

/** A timer in each state, all built through the actions themselves. */
function inState(status: TimerStatus | 'PAUSED_AT_ZERO'): TimerState {
  const focus = run(IDLE_TIMER, { type: 'start', preset: sprint }, T0);
  switch (status) {
    case 'IDLE':
      return IDLE_TIMER;
    case 'FOCUS':
      return focus;
    case 'BREAK':
      return run(focus, { type: 'startBreak', preset: sprint }, T0 + MIN);
    case 'PAUSED':
      return run(focus, { type: 'pause' }, T0 + MIN);
    case 'EXTENDING':
      return run(focus, { type: 'extend', minutes: 5 }, T0 + MIN);
    case 'PAUSED_AT_ZERO':
      return tickTimer(focus, T0 + 10 * MIN, 'autoPause').state;
  }
}

const ACTIONS: Record<TimerActionType, TimerAction> = {
  start: { type: 'start', preset: standard },
  pause: { type: 'pause' },
  resume: { type: 'resume' },
  reset: { type: 'reset' },
  extend: { type: 'extend', minutes: 5 },
  startBreak: { type: 'startBreak', preset: sprint },
  skipBreak: { type: 'skipBreak' },
};

// The spec's table (section 4): where each action is allowed.
const ALLOWED: Record<TimerActionType, TimerStatus[]> = {
  start: ['IDLE', 'EXTENDING', 'PAUSED', 'BREAK'],
  pause: ['FOCUS', 'BREAK', 'EXTENDING'],
  resume: ['PAUSED'],
  reset: ['IDLE', 'FOCUS', 'BREAK', 'PAUSED', 'EXTENDING'],
  extend: ['FOCUS', 'BREAK', 'EXTENDING'],
  startBreak: ['FOCUS', 'PAUSED', 'EXTENDING'],
  skipBreak: ['BREAK'],
};
const STATUSES: TimerStatus[] = ['IDLE', 'FOCUS', 'BREAK', 'PAUSED', 'EXTENDING'];

describe('the transition table', () => {
  for (const [action, allowed] of Object.entries(ALLOWED) as [TimerActionType, TimerStatus[]][]) {
    for (const status of STATUSES) {
      const ok = allowed.includes(status);
      it(`${action} from ${status} is ${ok ? 'allowed' : 'refused, changing nothing'}`, () => {
        const state = inState(status);
        const now = T0 + 2 * MIN;
        expect(canDispatch(state, action, now)).toBe(ok);
        const result = dispatchTimer(state, ACTIONS[action], now);
        expect(result.ok).toBe(ok);
        if (!result.ok) {
          expect(result.state).toBe(state);
          expect(result.reason).toBe(`${action} is not allowed in ${status}`);
        }
      });
    }
  }

  it('start creates a new focus session with the preset and goes to FOCUS', () => {
    const result = dispatchTimer(IDLE_TIMER, { type: 'start', preset: sprint }, T0);
    expect(result.ok && result.state).toMatchObject({
      status: 'FOCUS',
      session: { id: `session-${T0}`, type: 'focus', presetId: 'sprint', plannedMs: 10 * MIN, completed: false },
    });
    expect(result.ok && result.effects).toEqual([]);
  });

  it('start from BREAK saves the unfinished break and starts a new focus session', () => {
    const result = dispatchTimer(inState('BREAK'), { type: 'start', preset: standard }, T0 + 2 * MIN);
    expect(result.ok && result.state.status).toBe('FOCUS');
    expect(result.ok && result.state.session?.id).toBe(`session-${T0 + 2 * MIN}`);
    expect(result.ok && result.effects).toEqual([
      { type: 'saveSession', session: expect.objectContaining({ id: `break-${T0 + MIN}`, type: 'break', completed: false, actualDuration: MIN }) },
    ]);
  });

  it('pause keeps the time run; resume goes back to FOCUS and counts on from there', () => {
    const paused = run(inState('FOCUS'), { type: 'pause' }, T0 + 3 * MIN);
    expect(paused.status).toBe('PAUSED');
    // Time passing while paused does not count.
    expect(remainingMs(paused, T0 + 60 * MIN)).toBe(7 * MIN);
    const resumed = run(paused, { type: 'resume' }, T0 + 60 * MIN);
    expect(resumed.status).toBe('FOCUS');
    expect(remainingMs(resumed, T0 + 61 * MIN)).toBe(6 * MIN);
  });

  it('resume returns to BREAK for a break session and to EXTENDING for an extended focus session', () => {
    const breakPaused = run(inState('BREAK'), { type: 'pause' }, T0 + 90_000);
    expect(run(breakPaused, { type: 'resume' }, T0 + 2 * MIN).status).toBe('BREAK');
    const extendedPaused = run(inState('EXTENDING'), { type: 'pause' }, T0 + 2 * MIN);
    expect(run(extendedPaused, { type: 'resume' }, T0 + 3 * MIN).status).toBe('EXTENDING');
  });

  it('reset saves the session as incomplete, goes to IDLE and stops the background sound', () => {
    const result = dispatchTimer(inState('FOCUS'), { type: 'reset' }, T0 + 4 * MIN);
    expect(result.ok && result.state).toEqual(IDLE_TIMER);
    expect(result.ok && result.effects).toEqual([
      { type: 'saveSession', session: expect.objectContaining({ id: `session-${T0}`, completed: false, actualDuration: 4 * MIN, endTime: new Date(T0 + 4 * MIN).toISOString() }) },
      { type: 'stopBackgroundSound' },
    ]);
  });

  it('reset when idle saves nothing', () => {
    expect(dispatchTimer(IDLE_TIMER, { type: 'reset' }, T0)).toEqual({ ok: true, state: IDLE_TIMER, effects: [{ type: 'stopBackgroundSound' }] });
  });

  it('startBreak completes the focus session and starts the preset break, 5 minutes without a preset', () => {
    const result = dispatchTimer(inState('FOCUS'), { type: 'startBreak', preset: sprint }, T0 + 4 * MIN);
    expect(result.ok && result.state).toMatchObject({ status: 'BREAK', session: { id: `break-${T0 + 4 * MIN}`, type: 'break', plannedMs: 2 * MIN } });
    expect(result.ok && result.effects).toEqual([{ type: 'saveSession', session: expect.objectContaining({ type: 'focus', completed: true }) }]);
    const plain = dispatchTimer(inState('FOCUS'), { type: 'startBreak' }, T0 + 4 * MIN);
    expect(plain.ok && plain.state.session).toMatchObject({ plannedMs: 5 * MIN, presetId: 'sprint' });
    const long = dispatchTimer(inState('FOCUS'), { type: 'startBreak', preset: standard, minutes: 15 }, T0 + 4 * MIN);
    expect(long.ok && long.state.session?.plannedMs).toBe(15 * MIN);
  });

  it('startBreak is refused while a break runs (paused or not)', () => {
    const pausedBreak = run(inState('BREAK'), { type: 'pause' }, T0 + 90_000);
    expect(canDispatch(pausedBreak, 'startBreak', T0 + 2 * MIN)).toBe(false);
  });

  it('skipBreak saves the break as not completed and goes to IDLE', () => {
    const result = dispatchTimer(inState('BREAK'), { type: 'skipBreak' }, T0 + 90_000);
    expect(result.ok && result.state).toEqual(IDLE_TIMER);
    expect(result.ok && result.effects).toEqual([{ type: 'saveSession', session: expect.objectContaining({ type: 'break', completed: false }) }]);
  });

  it('extend needs a positive number of minutes', () => {
    expect(dispatchTimer(inState('FOCUS'), { type: 'extend', minutes: 0 }, T0).ok).toBe(false);
  });

  it('the forced switch: PAUSED with 0 remaining may extend into EXTENDING, PAUSED with time left may not', () => {
    const atZero = inState('PAUSED_AT_ZERO');
    expect(atZero.status).toBe('PAUSED');
    const forced = run(atZero, { type: 'extend', minutes: 5 }, T0 + 20 * MIN);
    expect(forced.status).toBe('EXTENDING');
    expect(remainingMs(forced, T0 + 20 * MIN)).toBe(5 * MIN);
    expect(canDispatch(inState('PAUSED'), 'extend', T0 + 2 * MIN)).toBe(false);
  });

  it('resume from PAUSED with 0 remaining counts up in EXTENDING', () => {
    const resumed = run(inState('PAUSED_AT_ZERO'), { type: 'resume' }, T0 + 20 * MIN);
    expect(resumed.status).toBe('EXTENDING');
    expect(timerDisplay(resumed, T0 + 20 * MIN + 5000, standard)).toBe('+0:05');
  });
});

describe('the end of a period', () => {
  it('a focus session reaching 0 is completed and saved, FOCUS_END is emitted, then counts up in EXTENDING', () => {
    const focus = inState('FOCUS');
    expect(tickTimer(focus, T0 + 10 * MIN - 1, 'countUp').effects).toEqual([]);
    const { state, effects } = tickTimer(focus, T0 + 10 * MIN, 'countUp');
    const saved = expect.objectContaining({ id: `session-${T0}`, completed: true, actualDuration: 10 * MIN, endTime: new Date(T0 + 10 * MIN).toISOString() });
    expect(effects).toEqual([{ type: 'saveSession', session: saved }, { type: 'FOCUS_END', session: saved }, { type: 'stopBackgroundSound' }]);
    expect(state.status).toBe('EXTENDING');
    expect(timerLabel(state)).toBe('Extending Focus');
    expect(timerProgress(state, T0 + 11 * MIN)).toBe(1);
    expect(timerDisplay(state, T0 + 10 * MIN + 15_000, standard)).toBe('+0:15');
    // Counting up never ends again.
    expect(tickTimer(state, T0 + 90 * MIN, 'countUp').effects).toEqual([]);
  });

  it('a late tick (background tab, reload) ends the session at the moment it ran out', () => {
    const { effects, state } = tickTimer(inState('FOCUS'), T0 + 25 * MIN, 'countUp');
    expect(effects[0]).toMatchObject({ session: { actualDuration: 10 * MIN, endTime: new Date(T0 + 10 * MIN).toISOString() } });
    expect(timerDisplay(state, T0 + 25 * MIN, standard)).toBe('+15:00');
  });

  it('with autoPause the timer pauses at 0 after the end', () => {
    const { state, effects } = tickTimer(inState('FOCUS'), T0 + 10 * MIN, 'autoPause');
    expect(state.status).toBe('PAUSED');
    expect(remainingMs(state, T0 + 30 * MIN)).toBe(0);
    expect(effects.map((effect) => effect.type)).toEqual(['saveSession', 'FOCUS_END', 'stopBackgroundSound']);
  });

  it('a break reaching 0 emits BREAK_END and shows Extended Break while counting up', () => {
    const { state, effects } = tickTimer(inState('BREAK'), T0 + 3 * MIN, 'countUp');
    expect(effects.map((effect) => effect.type)).toEqual(['saveSession', 'BREAK_END', 'stopBackgroundSound']);
    expect(effects[0]).toMatchObject({ session: { type: 'break', completed: true, actualDuration: 2 * MIN } });
    expect(timerLabel(state)).toBe('Extended Break');
  });

  it('a paused timer never ends', () => {
    expect(tickTimer(inState('PAUSED'), T0 + 99 * MIN, 'countUp').effects).toEqual([]);
  });

  it('reset after the end keeps the session completed, with its overtime', () => {
    const ended = tickTimer(inState('FOCUS'), T0 + 10 * MIN, 'countUp').state;
    const result = dispatchTimer(ended, { type: 'reset' }, T0 + 12 * MIN);
    expect(result.ok && result.effects[0]).toMatchObject({ session: { completed: true, actualDuration: 12 * MIN, extended: true } });
  });
});

describe('extension accounting', () => {
  it('each extend adds its minutes to the time left and to extensionTime', () => {
    let state = run(inState('FOCUS'), { type: 'extend', minutes: 5 }, T0 + 2 * MIN);
    expect(state.status).toBe('EXTENDING');
    expect(timerLabel(state)).toBe('Extended Focus');
    expect(remainingMs(state, T0 + 2 * MIN)).toBe(13 * MIN);
    state = run(state, { type: 'extend', minutes: 5 }, T0 + 3 * MIN);
    expect(state.session).toMatchObject({ extended: true, extensionTime: 10 });
    expect(remainingMs(state, T0 + 3 * MIN)).toBe(17 * MIN);
  });

  it('extending a completed session counts from now, re-saves it, and the extension ends again', () => {
    const ended = tickTimer(inState('FOCUS'), T0 + 10 * MIN, 'countUp').state;
    const result = dispatchTimer(ended, { type: 'extend', minutes: 5 }, T0 + 12 * MIN);
    expect(result.ok && result.effects).toEqual([
      { type: 'saveSession', session: expect.objectContaining({ completed: true, extended: true, extensionTime: 5, actualDuration: 12 * MIN }) },
    ]);
    const extended = result.ok ? result.state : ended;
    expect(remainingMs(extended, T0 + 12 * MIN)).toBe(5 * MIN);
    const again = tickTimer(extended, T0 + 17 * MIN, 'countUp');
    expect(again.effects[1]).toMatchObject({ type: 'FOCUS_END', session: { actualDuration: 17 * MIN, extensionTime: 5 } });
  });
});

describe('the view', () => {
  it('labels every state', () => {
    expect(timerLabel(IDLE_TIMER)).toBe('Ready');
    expect(timerLabel(inState('FOCUS'))).toBe('Focus Time');
    expect(timerLabel(inState('BREAK'))).toBe('Break Time');
    expect(timerLabel(inState('PAUSED'))).toBe('Paused');
  });

  it('shows the preset when idle and the time left rounded up while running', () => {
    expect(timerDisplay(IDLE_TIMER, T0, standard)).toBe('25:00');
    const focus = inState('FOCUS');
    expect(timerDisplay(focus, T0, standard)).toBe('10:00');
    expect(timerDisplay(focus, T0 + 100, standard)).toBe('10:00');
    expect(timerDisplay(focus, T0 + 1000, standard)).toBe('9:59');
    expect(timerDisplay(focus, T0 + 10 * MIN - 1, standard)).toBe('0:01');
    expect(timerProgress(focus, T0 + 5 * MIN)).toBe(0.5);
    expect(timerProgress(IDLE_TIMER, T0)).toBe(0);
  });
});

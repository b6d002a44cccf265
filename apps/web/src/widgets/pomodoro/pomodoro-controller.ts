import {
  NOTIFICATION_PREFERENCES_KEY,
  TIMER_CONSTANTS,
  breakMinutesFor,
  dispatchTimer,
  parseNotificationPreferences,
  selectedPreset,
  tickTimer,
  zonedDayKey,
  type PomodoroData,
  type PomodoroSessionRecord,
  type TimerAction,
  type TimerEffect,
  type TimerPreset,
  type TimerState,
  type pomodoroSection,
} from '@lodestar/core';
import { onCommand, type CommandPayloads } from '../../lib/commands';
import type { SectionView } from '../../lib/sync/section-view';
import { playCue, primeAudio, startAlert, stopAlert } from './alert-sounds';
import { announceEnd, type EndChoice } from './end-alerts';
import { clockNow, userTimeZone } from './timer-clock';
import { TimerMusic } from './timer-music';

type PomodoroView = SectionView<typeof pomodoroSection>;

/** What the preset's agent receives at the end of a focus session (spec section 3). */
export interface PresetAgentPayload {
  sessionType: 'focus' | 'break';
  timestamp: string;
  duration: number;
  presetName: string;
}
export interface AgentInputRequest {
  agentId: string;
  payload: Record<string, unknown>;
}
export type PresetAgentRunner = (agentId: string, payload: PresetAgentPayload) => void;

function readPreferences() {
  try {
    return parseNotificationPreferences(localStorage.getItem(NOTIFICATION_PREFERENCES_KEY));
  } catch {
    return parseNotificationPreferences(null);
  }
}

/**
 * The one timer of the page. The tab and the panel attach the synced section and hold the tick; the
 * end-of-period toast's buttons call back here, so they keep working whichever of the two is mounted.
 * Timer state and sessions are written at once (a reload must find the running timer); settings and
 * presets go through the 1000 ms debounce of the settings panel.
 */
class PomodoroController {
  private view: PomodoroView | null = null;
  private holders = 0;
  private tickHandle: ReturnType<typeof setInterval> | null = null;
  private readonly music = new TimerMusic();
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private agentRunner: PresetAgentRunner | null = null;

  attach(view: PomodoroView): void {
    this.view = view;
  }

  /** Runs the 100 ms tick while at least one holder is mounted; returns the release. */
  hold(): () => void {
    this.holders += 1;
    this.tickHandle ??= setInterval(() => this.tick(), TIMER_CONSTANTS.tickMs);
    // The palette and the 'p' key reach the timer while a view of it is mounted (one receiver for all views).
    this.stopCommands ??= onCommand('pomodoro', (command) => this.command(command));
    this.tick();
    return () => {
      this.holders -= 1;
      if (this.holders === 0 && this.tickHandle !== null) {
        clearInterval(this.tickHandle);
        this.tickHandle = null;
        this.stopCommands?.();
        this.stopCommands = null;
      }
    };
  }

  private stopCommands: (() => void) | null = null;
  /** A command that came before the local copy was read waits for it (acting on the defaults would be wrong). */
  private queued: CommandPayloads['pomodoro'] | null = null;

  command(command: CommandPayloads['pomodoro']): void {
    const data = this.data();
    if (!data || !this.view?.getSnapshot().ready) {
      this.queued = command;
      return;
    }
    const { status } = data.timer;
    const running = status === 'FOCUS' || status === 'BREAK' || status === 'EXTENDING';
    const preset = command.presetId ? data.presets.find((p) => p.id === command.presetId) : undefined;
    switch (command.action) {
      case 'start':
        if (preset && status !== 'IDLE') this.selectPreset(preset.id);
        else if (preset) {
          this.view.setField('selectedPresetId', preset.id);
          this.dispatch({ type: 'start', preset });
        } else if (status === 'IDLE') this.startFocus();
        else if (status === 'PAUSED') this.dispatch({ type: 'resume' });
        break;
      case 'toggle':
        if (status === 'IDLE') this.startFocus();
        else if (status === 'PAUSED') this.dispatch({ type: 'resume' });
        else if (running) this.dispatch({ type: 'pause' });
        break;
      default:
        this.dispatch({ type: command.action });
    }
  }

  setAgentRunner(runner: PresetAgentRunner | null): void {
    this.agentRunner = runner;
  }

  private pendingAgent: AgentInputRequest | null = null;
  private readonly agentListeners = new Set<() => void>();

  /** An agent that takes input, waiting for the panel to open its modal (null closes it). */
  requestAgentInput(request: AgentInputRequest | null): void {
    this.pendingAgent = request;
    for (const listener of [...this.agentListeners]) listener();
  }

  agentRequest = (): AgentInputRequest | null => this.pendingAgent;

  subscribeAgentRequest = (listener: () => void): (() => void) => {
    this.agentListeners.add(listener);
    return () => this.agentListeners.delete(listener);
  };

  private data(): PomodoroData | null {
    return this.view ? this.view.getSnapshot().data : null;
  }

  private commit(state: TimerState, effects: TimerEffect[]): void {
    this.view?.transact((section) => {
      section.setField('timer', state);
      for (const effect of effects) if (effect.type === 'saveSession') section.putRecord('sessions', effect.session.id, effect.session);
    });
  }

  /** The user acted: the repeating alert and the end toast stop. */
  private acknowledge(): void {
    stopAlert();
  }

  dispatch(action: TimerAction): boolean {
    const data = this.data();
    if (!data) return false;
    const result = dispatchTimer(data.timer, action, clockNow());
    if (!result.ok) return false;
    primeAudio();
    this.acknowledge();
    this.commit(result.state, result.effects);
    const { alertVolume } = data.settings;
    const sound = readPreferences().soundEnabled;
    if (sound && (action.type === 'pause' || action.type === 'resume')) playCue('pauseResume', alertVolume);
    if (sound && action.type === 'extend') playCue('extend', alertVolume);
    // Music faded out for the end comes back once the user moves on.
    if (action.type !== 'pause') this.music.restore();
    return true;
  }

  /** The preset in use, for Take Break and Start Focus. */
  currentPreset(): TimerPreset | null {
    const data = this.data();
    if (!data) return null;
    const id = data.timer.session?.presetId ?? data.selectedPresetId;
    return selectedPreset(data.presets, id);
  }

  /** Take Break: the preset's break, its long break every N completed focus sessions of the day. */
  takeBreak(): boolean {
    const data = this.data();
    const preset = this.currentPreset();
    if (!data || !preset) return false;
    const zone = userTimeZone();
    const today = zonedDayKey(clockNow(), zone);
    const doneToday = Object.values(data.sessions).filter(
      (s: PomodoroSessionRecord) => s.type === 'focus' && s.completed && zonedDayKey(Date.parse(s.startTime), zone) === today,
    ).length;
    // The focus session being left completes now, so it counts too.
    const pending = data.timer.session?.type === 'focus' && !data.timer.session.completed ? 1 : 0;
    return this.dispatch({ type: 'startBreak', preset, minutes: breakMinutesFor(preset, doneToday + pending) });
  }

  startFocus(): boolean {
    const data = this.data();
    if (!data) return false;
    return this.dispatch({ type: 'start', preset: selectedPreset(data.presets, data.selectedPresetId) });
  }

  /** Picking a preset: while in FOCUS or EXTENDING the timer resets and restarts with it after 50 ms. */
  selectPreset(id: string): void {
    const data = this.data();
    if (!data) return;
    const running = data.timer.status === 'FOCUS' || data.timer.status === 'EXTENDING';
    this.view?.setField('selectedPresetId', id);
    if (!running) return;
    this.dispatch({ type: 'reset' });
    if (this.restartTimer !== null) clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      this.startFocus();
    }, TIMER_CONSTANTS.presetRestartDelayMs);
  }

  /** A button of the end toast. */
  choose(choice: EndChoice): void {
    const data = this.data();
    if (!data) return;
    if (choice === 'takeBreak') this.takeBreak();
    else if (choice === 'startFocus') this.startFocus();
    else if (choice === 'extend') this.dispatch({ type: 'extend', minutes: TIMER_CONSTANTS.extendMinutes });
    else this.dispatch({ type: 'reset' });
  }

  tick(): void {
    const data = this.data();
    if (!data || !this.view?.getSnapshot().ready) return;
    if (this.queued) {
      const command = this.queued;
      this.queued = null;
      this.command(command);
      return;
    }
    const now = clockNow();
    const { state, effects } = tickTimer(data.timer, now, data.settings.timerEndBehavior);
    this.music.follow(state, now, data.settings);
    if (effects.length === 0) return;
    this.commit(state, effects);
    for (const effect of effects) {
      if (effect.type === 'FOCUS_END' || effect.type === 'BREAK_END') this.onEnd(effect.type, effect.session, data);
    }
  }

  private onEnd(kind: 'FOCUS_END' | 'BREAK_END', session: PomodoroSessionRecord, data: PomodoroData): void {
    const { settings } = data;
    const prefs = readPreferences();
    const autoStart = kind === 'FOCUS_END' ? settings.autoStartBreaks : settings.autoStartNextFocus;
    if (prefs.soundEnabled) {
      startAlert(settings.alertSound, settings.alertVolume, settings.alertRepeatInterval);
      // Starting on its own needs no calling back: the sound plays once.
      if (autoStart) stopAlert();
    }
    if (prefs.pomodoroAlerts) announceEnd(kind, session, (choice) => this.choose(choice));
    if (kind === 'FOCUS_END') this.triggerAgent(session, data);
    if (autoStart) {
      if (kind === 'FOCUS_END') this.takeBreak();
      else this.startFocus();
    }
  }

  private triggerAgent(session: PomodoroSessionRecord, data: PomodoroData): void {
    const preset = data.presets.find((p) => p.id === session.preset);
    if (!preset?.agentId || !this.agentRunner) return;
    this.agentRunner(preset.agentId, {
      sessionType: session.type,
      timestamp: new Date(clockNow()).toISOString(),
      duration: Math.round(session.actualDuration / 60_000),
      presetName: preset.name,
    });
  }
}

export const pomodoroController = new PomodoroController();

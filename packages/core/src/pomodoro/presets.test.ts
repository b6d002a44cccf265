import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSection } from '../sections/parse-section';
import { pomodoroSection } from './pomodoro-section';
import {
  DEFAULT_TIMER_PRESETS,
  breakMinutesFor,
  canDeletePreset,
  deletePreset,
  formatPresetMinutes,
  normaliseTimerPresets,
  selectedPreset,
  validatePresetDraft,
  type TimerPreset,
} from './presets';
import { DEFAULT_POMODORO_SETTINGS, validateFadeDuration } from './settings';

const preset = (id: string): TimerPreset => ({ id, name: id, focus: 10, break: 2, color: '#000' });

describe('presets', () => {
  it('defaults to Standard 25/5 (long 15 every 4), Sprint 10/2 and Deep Work 50/10 (long 20 every 2), Standard selected', () => {
    expect(DEFAULT_TIMER_PRESETS).toMatchObject([
      { id: 'standard', name: 'Standard', focus: 25, break: 5, longBreak: 15, longBreakEvery: 4 },
      { id: 'sprint', name: 'Sprint', focus: 10, break: 2 },
      { id: 'deep', name: 'Deep Work', focus: 50, break: 10, longBreak: 20, longBreakEvery: 2 },
    ]);
    const data = parseSection(pomodoroSection, undefined);
    expect(selectedPreset(data.presets, data.selectedPresetId).name).toBe('Standard');
    expect(selectedPreset(data.presets, 'gone').id).toBe('standard');
  });

  it('always drops a preset with id debug, also from stored data', () => {
    expect(normaliseTimerPresets([preset('debug'), preset('a')]).map((p) => p.id)).toEqual(['a']);
    const data = parseSection(pomodoroSection, { presets: [{ ...preset('debug'), focus: 0.1 }, preset('mine')] });
    expect(data.presets.map((p) => p.id)).toEqual(['mine']);
    expect(parseSection(pomodoroSection, { presets: [preset('debug')] }).presets.map((p) => p.id)).toEqual(['standard', 'sprint', 'deep']);
  });

  it('never deletes the last preset', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 6 }), fc.nat(), (ids, pick) => {
        const list = ids.filter((id) => id !== 'debug').map(preset);
        fc.pre(list.length > 0);
        const after = deletePreset(list, list[pick % list.length]!.id);
        expect(after.length).toBe(Math.max(1, list.length - 1));
        expect(canDeletePreset(list)).toBe(list.length > 1);
      }),
    );
  });

  it('checks typed presets: focus 1-120, break 1-60, a name', () => {
    expect(validatePresetDraft({ name: ' Mine ', focus: '45', break: '15' })).toEqual({ ok: true, value: { name: 'Mine', focus: 45, break: 15 } });
    expect(validatePresetDraft({ name: '', focus: '0', break: '61' })).toEqual({
      ok: false,
      errors: { name: 'Name is required', focus: 'Focus must be at least 1 minute', break: 'Break must be at most 60 minutes' },
    });
    expect(validatePresetDraft({ name: 'x', focus: '121', break: 'abc' })).toMatchObject({
      errors: { focus: 'Focus must be at most 120 minutes', break: 'Break must be a number' },
    });
    expect(validatePresetDraft({ name: 'x', focus: '120', break: '1' }).ok).toBe(true);
  });

  it('gives the long break every N completed sessions, else the break, else 5', () => {
    const [standard, sprint, deep] = DEFAULT_TIMER_PRESETS;
    expect([1, 2, 3, 4, 8].map((n) => breakMinutesFor(standard, n))).toEqual([5, 5, 5, 15, 15]);
    expect(breakMinutesFor(deep, 2)).toBe(20);
    expect(breakMinutesFor(sprint, 4)).toBe(2);
    expect(breakMinutesFor(undefined, 4)).toBe(5);
  });

  it('shows minutes, and seconds under a minute', () => {
    expect(formatPresetMinutes(25)).toBe('25m');
    expect(formatPresetMinutes(0.5)).toBe('30s');
  });
});

describe('settings', () => {
  it('has every default of the spec', () => {
    expect(DEFAULT_POMODORO_SETTINGS).toEqual({
      alertSound: 'soft_chime', alertVolume: 0.7, alertRepeatInterval: 10, visualAlerts: true, autoStartNextFocus: false,
      autoStartBreaks: false, hyperfocusMode: true, microCheckinInterval: 10, musicFadeOut: true, musicFadeOutDuration: 5,
      timerEndBehavior: 'countUp', alwaysOnTop: false, showMilliseconds: false, compactMode: false, theme: 'auto',
      dndIntegration: false, websiteBlocking: false, blockedSites: [], pointsEnabled: true, streakNotifications: true,
      celebrationAnimations: true, syncEnabled: false, exportEnabled: true,
    });
  });

  it('a damaged setting falls back to its own default alone', () => {
    const data = parseSection(pomodoroSection, { settings: { ...DEFAULT_POMODORO_SETTINGS, alertSound: 'siren', alertVolume: 0.2 } });
    expect(data.settings).toMatchObject({ alertSound: 'soft_chime', alertVolume: 0.2 });
  });

  it('music fade must be 3 to 30 seconds', () => {
    expect(validateFadeDuration('3')).toEqual({ ok: true, value: 3 });
    expect(validateFadeDuration('30')).toEqual({ ok: true, value: 30 });
    expect(validateFadeDuration('2')).toEqual({ ok: false, error: 'Music fade duration must be at least 3 seconds' });
    expect(validateFadeDuration('31')).toEqual({ ok: false, error: 'Music fade duration must be at most 30 seconds' });
    expect(validateFadeDuration('')).toEqual({ ok: false, error: 'Music fade duration is required' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPomodoroExport, parsePomodoroImport, pomodoroExportFileName } from './export-import';
import { DEFAULT_TIMER_PRESETS } from './presets';
import type { PomodoroSessionRecord } from './session';
import { DEFAULT_POMODORO_SETTINGS } from './settings';

const NOW = Date.parse('2026-11-23T10:00:00Z');

const sessionArb: fc.Arbitrary<PomodoroSessionRecord> = fc.record({
  id: fc.stringMatching(/^(session|break)-[0-9]{1,13}$/),
  taskId: fc.constant(null),
  preset: fc.constantFrom('standard', 'sprint', 'deep'),
  startTime: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) }).map((ms) => new Date(ms).toISOString()),
  endTime: fc.option(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) }).map((ms) => new Date(ms).toISOString()), { nil: null }),
  actualDuration: fc.integer({ min: 0, max: 10_000_000 }),
  completed: fc.boolean(),
  type: fc.constantFrom('focus' as const, 'break' as const),
  notes: fc.constant([]),
  distractions: fc.nat(20),
  extended: fc.boolean(),
  extensionTime: fc.nat(60),
});

describe('export and import', () => {
  it('names the file pomodoro-stats-{date}.json and holds version 1.0, the date and every group', () => {
    expect(pomodoroExportFileName('2026-11-23')).toBe('pomodoro-stats-2026-11-23.json');
    const file = buildPomodoroExport({ presets: DEFAULT_TIMER_PRESETS, sessions: {}, settings: DEFAULT_POMODORO_SETTINGS, currentSession: null }, NOW, 'UTC');
    expect(Object.keys(file).sort()).toEqual(['currentSession', 'exportDate', 'notes', 'presets', 'sessions', 'settings', 'stats', 'tasks', 'version']);
    expect(file).toMatchObject({ version: '1.0', exportDate: '2026-11-23T10:00:00.000Z', stats: { totalSessions: 0, favoritePreset: 'standard' } });
  });

  it('imports back exactly what was exported (round trip)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(sessionArb, { selector: (s) => s.id, maxLength: 30 }), fc.double({ min: 0, max: 1, noNaN: true }), (sessions, volume) => {
        const settings = { ...DEFAULT_POMODORO_SETTINGS, alertVolume: volume, timerEndBehavior: 'autoPause' as const };
        const file = buildPomodoroExport(
          { presets: DEFAULT_TIMER_PRESETS, sessions: Object.fromEntries(sessions.map((s) => [s.id, s])), settings, currentSession: null },
          NOW,
          'UTC',
        );
        const back = parsePomodoroImport(JSON.stringify(file));
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(back.value.settings).toEqual(settings);
        expect(back.value.presets).toEqual(DEFAULT_TIMER_PRESETS);
        expect([...back.value.sessions].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...sessions].sort((a, b) => a.id.localeCompare(b.id)));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a bad file and says why', () => {
    const good = buildPomodoroExport({ presets: DEFAULT_TIMER_PRESETS, sessions: {}, settings: DEFAULT_POMODORO_SETTINGS, currentSession: null }, NOW, 'UTC');
    const bad = (change: object) => parsePomodoroImport(JSON.stringify({ ...good, ...change }));
    expect(parsePomodoroImport('{nope')).toEqual({ ok: false, error: 'The file is not valid JSON.' });
    expect(parsePomodoroImport('[1,2]')).toEqual({ ok: false, error: 'The file is not a Pomodoro export.' });
    expect(bad({ version: '2.0' })).toEqual({ ok: false, error: 'The file is not a valid Pomodoro export: version: Unsupported version (expected 1.0)' });
    expect(bad({ presets: [] })).toMatchObject({ ok: false, error: expect.stringContaining('presets: at least one preset is needed') });
    expect(bad({ presets: [{ ...DEFAULT_TIMER_PRESETS[0], focus: 500 }] })).toMatchObject({ ok: false, error: expect.stringContaining('presets → item 1 → focus') });
    expect(bad({ settings: { alertSound: 'siren' } })).toMatchObject({ ok: false, error: expect.stringContaining('settings → alertSound') });
    expect(bad({ settings: { surprise: true } })).toMatchObject({ ok: false });
    expect(bad({ sessions: [{ id: 'x' }] })).toMatchObject({ ok: false, error: expect.stringContaining('sessions → item 1') });
    const session: PomodoroSessionRecord = {
      id: 'session-1', taskId: null, preset: 'standard', startTime: '2026-11-23T09:00:00.000Z', endTime: null, actualDuration: 1,
      completed: true, type: 'focus', notes: [], distractions: 0, extended: false, extensionTime: 0,
    };
    expect(bad({ sessions: [session, session] })).toEqual({ ok: false, error: 'The file is not a valid Pomodoro export: session session-1 appears twice' });
  });

  it('fills settings an older file lacks with their defaults and drops a debug preset', () => {
    const text = JSON.stringify({ version: '1.0', presets: [{ ...DEFAULT_TIMER_PRESETS[1], id: 'debug' }, DEFAULT_TIMER_PRESETS[1]], sessions: [], settings: { alertVolume: 0.3 } });
    const result = parsePomodoroImport(text);
    expect(result.ok && result.value.settings).toEqual({ ...DEFAULT_POMODORO_SETTINGS, alertVolume: 0.3 });
    expect(result.ok && result.value.presets.map((p) => p.id)).toEqual(['sprint']);
  });
});

import { describe, expect, it } from 'vitest';
import { shiftDayKey, sundayOfWeek, zonedDayKey } from './day-keys';
import { DEFAULT_TIMER_PRESETS } from './presets';
import type { PomodoroSessionRecord } from './session';
import {
  computePomodoroStats,
  formatFocusDuration,
  pomodoroOverview,
  productivityTrend,
} from './statistics';
import { pomodoroWeekLabel, pomodoroWeeklyView } from './weekly-view';

const MIN = 60_000;
let counter = 0;
function focus(start: string, minutes = 25, extra: Partial<PomodoroSessionRecord> = {}): PomodoroSessionRecord {
  counter += 1;
  return {
    id: `session-${counter}`,
    taskId: null,
    preset: 'standard',
    startTime: new Date(start).toISOString(),
    endTime: null,
    actualDuration: minutes * MIN,
    completed: true,
    type: 'focus',
    notes: [],
    distractions: 0,
    extended: false,
    extensionTime: 0,
    ...extra,
  };
}

describe('calendar days in the user time zone', () => {
  it('takes the date where the user is, not UTC', () => {
    const instant = Date.parse('2026-03-01T03:00:00Z');
    expect(zonedDayKey(instant, 'UTC')).toBe('2026-03-01');
    expect(zonedDayKey(instant, 'America/New_York')).toBe('2026-02-28');
    expect(zonedDayKey(instant, 'Asia/Tokyo')).toBe('2026-03-01');
  });

  it('moves across month and year ends and finds the Sunday of the week', () => {
    expect(shiftDayKey('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDayKey('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDayKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(sundayOfWeek('2026-11-25')).toBe('2026-11-22');
    expect(sundayOfWeek('2026-11-22')).toBe('2026-11-22');
  });
});

describe('streaks', () => {
  it('count consecutive calendar days across a month end', () => {
    const sessions = ['2026-01-30T10:00:00Z', '2026-01-31T10:00:00Z', '2026-02-01T10:00:00Z', '2026-02-02T10:00:00Z'].map((d) => focus(d));
    const stats = computePomodoroStats(sessions, Date.parse('2026-02-02T20:00:00Z'), 'UTC');
    expect(stats.currentStreak).toBe(4);
    expect(stats.longestStreak).toBe(4);
  });

  it('count across a daylight-saving change (a 23-hour day) in the user time zone', () => {
    // New York springs forward on 2026-03-08; sessions at 23:30 local each night.
    const nights = ['2026-03-07T04:30:00Z', '2026-03-08T04:30:00Z', '2026-03-09T03:30:00Z', '2026-03-10T03:30:00Z'].map((d) => focus(d));
    const stats = computePomodoroStats(nights, Date.parse('2026-03-10T12:00:00Z'), 'America/New_York');
    expect(Object.keys(stats.dailyStats).sort()).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
    expect(stats.currentStreak).toBe(4);
    // The same instants in UTC fall on other days but are still consecutive.
    expect(computePomodoroStats(nights, Date.parse('2026-03-10T12:00:00Z'), 'UTC').currentStreak).toBe(4);
  });

  it('today without a session keeps yesterday\'s run; a missed day ends it; the longest is remembered', () => {
    const sessions = [
      ...['2026-05-01', '2026-05-02', '2026-05-03'].map((d) => focus(`${d}T09:00:00Z`)),
      ...['2026-05-10', '2026-05-11'].map((d) => focus(`${d}T09:00:00Z`)),
    ];
    expect(computePomodoroStats(sessions, Date.parse('2026-05-12T08:00:00Z'), 'UTC')).toMatchObject({ currentStreak: 2, longestStreak: 3 });
    expect(computePomodoroStats(sessions, Date.parse('2026-05-13T08:00:00Z'), 'UTC').currentStreak).toBe(0);
  });

  it('only completed focus sessions count toward a streak', () => {
    const sessions = [focus('2026-05-01T09:00:00Z'), focus('2026-05-02T09:00:00Z', 5, { completed: false }), focus('2026-05-02T10:00:00Z', 5, { type: 'break' })];
    // May 2 has no completed focus session: the streak is May 1's alone.
    expect(computePomodoroStats(sessions, Date.parse('2026-05-02T20:00:00Z'), 'UTC').currentStreak).toBe(1);
    expect(computePomodoroStats(sessions, Date.parse('2026-05-03T20:00:00Z'), 'UTC').currentStreak).toBe(0);
  });
});

describe('totals', () => {
  it('sum focus and break time, rate completion and pick the favourite preset (Standard by default)', () => {
    const sessions = [
      focus('2026-05-01T09:00:00Z', 10, { preset: 'sprint' }),
      focus('2026-05-01T10:00:00Z', 10, { preset: 'sprint' }),
      focus('2026-05-01T11:00:00Z', 25),
      focus('2026-05-01T12:00:00Z', 7, { completed: false }),
      focus('2026-05-01T12:30:00Z', 5, { type: 'break' }),
    ];
    const stats = computePomodoroStats(sessions, Date.parse('2026-05-01T20:00:00Z'), 'UTC');
    expect(stats).toMatchObject({
      totalSessions: 3,
      totalFocusTime: 52 * MIN,
      totalBreakTime: 5 * MIN,
      completionRate: 75,
      averageSessionLength: 15 * MIN,
      favoritePreset: 'sprint',
    });
    expect(computePomodoroStats([], 0, 'UTC')).toMatchObject({ totalSessions: 0, completionRate: 0, favoritePreset: 'standard', lastSessionDate: null });
  });

  it('gives today, this week toward 20 and the best day', () => {
    const now = Date.parse('2026-11-25T18:00:00Z'); // a Wednesday
    const sessions = [
      focus('2026-11-21T09:00:00Z'), // last Saturday: not this week
      focus('2026-11-22T09:00:00Z'),
      focus('2026-11-22T10:00:00Z'),
      focus('2026-11-22T11:00:00Z'),
      focus('2026-11-25T09:00:00Z', 30),
      focus('2026-11-25T10:00:00Z', 5, { type: 'break' }),
    ];
    const stats = computePomodoroStats(sessions, now, 'UTC');
    const overview = pomodoroOverview(stats, sessions, DEFAULT_TIMER_PRESETS, now, 'UTC');
    expect(overview.today).toEqual({ sessions: 1, focusTime: 30 * MIN, breakTime: 5 * MIN });
    expect(overview.week).toMatchObject({ sessions: 4, goal: 20, progress: 0.2 });
    expect(overview.bestDay).toEqual({ date: '2026-11-22', sessions: 3 });
    expect(overview.favoritePresetName).toBe('Standard');
  });
});

describe('the productivity trend', () => {
  const series = (previous: number[], last: number[]) =>
    [...previous, ...last].map((minutes, i) => focus(new Date(Date.UTC(2026, 0, 1 + i, 9)).toISOString(), minutes));

  it('is stable under 7 completed focus sessions, and with nothing before the last 7', () => {
    expect(productivityTrend(series([], [25, 25, 25, 25, 25, 25]))).toBe('stable');
    expect(productivityTrend(series([], [25, 25, 25, 25, 25, 25, 25]))).toBe('stable');
  });

  it('is up only above 1.1 times the previous 7, down only below 0.9 times', () => {
    const previous = [20, 20, 20, 20, 20, 20, 20];
    expect(productivityTrend(series(previous, Array(7).fill(22)))).toBe('stable'); // exactly 1.1
    expect(productivityTrend(series(previous, Array(7).fill(22.01)))).toBe('up');
    expect(productivityTrend(series(previous, Array(7).fill(18)))).toBe('stable'); // exactly 0.9
    expect(productivityTrend(series(previous, Array(7).fill(17.99)))).toBe('down');
  });

  it('ignores incomplete sessions and breaks', () => {
    const sessions = [...series(Array(7).fill(20), Array(7).fill(20)), focus('2027-01-01T09:00:00Z', 300, { completed: false })];
    expect(productivityTrend(sessions)).toBe('stable');
  });
});

describe('the weekly view', () => {
  const now = Date.parse('2026-11-25T18:00:00Z');
  const sessions = [focus('2026-11-22T09:00:00Z'), focus('2026-11-28T09:00:00Z', 50), focus('2026-11-15T09:00:00Z'), focus('2026-08-30T09:00:00Z')];
  const daily = computePomodoroStats(sessions, now, 'UTC').dailyStats;

  it('shows Sunday to Saturday of this week with per-day counts and totals', () => {
    const view = pomodoroWeeklyView(daily, now, 'UTC', 0);
    expect(view.label).toBe('This Week');
    expect(view.days.map((d) => d.weekday)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(view.days.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(view.days.map((d) => d.sessions)).toEqual([1, 0, 0, 0, 0, 0, 1]);
    expect(view).toMatchObject({ totalSessions: 2, totalFocusTime: 75 * MIN, canGoBack: true, canGoForward: false });
  });

  it('goes back week by week, at most 12 weeks', () => {
    expect(pomodoroWeeklyView(daily, now, 'UTC', 1)).toMatchObject({ label: '1 week ago', totalSessions: 1 });
    expect(pomodoroWeeklyView(daily, now, 'UTC', 1).days[0]!.date).toBe('2026-11-15');
    const oldest = pomodoroWeeklyView(daily, now, 'UTC', 12);
    expect(oldest).toMatchObject({ label: '12 weeks ago', totalSessions: 1, canGoBack: false, canGoForward: true });
    expect(oldest.days[0]!.date).toBe('2026-08-30');
    expect(pomodoroWeeklyView(daily, now, 'UTC', 40).weeksAgo).toBe(12);
    expect(pomodoroWeekLabel(3)).toBe('3 weeks ago');
  });

  it('formats focused time', () => {
    expect(formatFocusDuration(0)).toBe('0m');
    expect(formatFocusDuration(45 * MIN + 59_000)).toBe('45m');
    expect(formatFocusDuration(125 * MIN)).toBe('2h 5m');
  });
});

import { shiftDayKey, zonedDayKey, daysBetweenKeys, sundayOfWeek } from './day-keys';
import type { TimerPreset } from './presets';
import type { PomodoroSessionRecord } from './session';

export const POMODORO_WEEKLY_GOAL = 20;
export const TREND_WINDOW = 7;
export const TREND_UP = 1.1;
export const TREND_DOWN = 0.9;

export type ProductivityTrend = 'up' | 'down' | 'stable';

export interface PomodoroDailyStats {
  date: string;
  /** Completed focus sessions. */
  sessions: number;
  focusTime: number;
  breakTime: number;
  completed: number;
  /** The streak reached on this day. */
  streak: number;
}

export interface PomodoroStats {
  totalSessions: number;
  totalFocusTime: number;
  totalBreakTime: number;
  currentStreak: number;
  longestStreak: number;
  averageSessionLength: number;
  completionRate: number;
  distractionsPerSession: number;
  favoritePreset: string;
  lastSessionDate: string | null;
  dailyStats: Record<string, PomodoroDailyStats>;
}

const startOf = (session: PomodoroSessionRecord) => Date.parse(session.startTime);
const byStart = (a: PomodoroSessionRecord, b: PomodoroSessionRecord) => startOf(a) - startOf(b) || a.id.localeCompare(b.id);

export const isCompletedFocus = (session: PomodoroSessionRecord) => session.type === 'focus' && session.completed;

/**
 * Productivity trend (spec section 4): fewer than 7 completed focus sessions is stable; otherwise the
 * average length of the last 7 against the 7 before them: up above 1.1 times, down below 0.9 times.
 * With nothing before the last 7 there is nothing to compare: stable.
 */
export function productivityTrend(sessions: readonly PomodoroSessionRecord[]): ProductivityTrend {
  const done = sessions.filter(isCompletedFocus).sort(byStart);
  if (done.length < TREND_WINDOW) return 'stable';
  const last = done.slice(-TREND_WINDOW);
  const previous = done.slice(-2 * TREND_WINDOW, -TREND_WINDOW);
  if (previous.length === 0) return 'stable';
  const average = (list: PomodoroSessionRecord[]) => list.reduce((sum, s) => sum + s.actualDuration, 0) / list.length;
  const recent = average(last);
  const before = average(previous);
  if (recent > before * TREND_UP) return 'up';
  if (recent < before * TREND_DOWN) return 'down';
  return 'stable';
}

/** Per calendar day (in `timeZone`): counts and times, with the streak reached that day. */
export function pomodoroDailyStats(sessions: readonly PomodoroSessionRecord[], timeZone: string): Record<string, PomodoroDailyStats> {
  const days: Record<string, PomodoroDailyStats> = {};
  for (const session of sessions) {
    const date = zonedDayKey(startOf(session), timeZone);
    const day = (days[date] ??= { date, sessions: 0, focusTime: 0, breakTime: 0, completed: 0, streak: 0 });
    if (session.type === 'focus') {
      day.focusTime += session.actualDuration;
      if (session.completed) {
        day.sessions += 1;
        day.completed += 1;
      }
    } else day.breakTime += session.actualDuration;
  }
  let previous: string | null = null;
  let run = 0;
  for (const date of Object.keys(days).sort()) {
    const day = days[date]!;
    if (day.completed === 0) continue;
    run = previous !== null && daysBetweenKeys(previous, date) === 1 ? run + 1 : 1;
    day.streak = run;
    previous = date;
  }
  return days;
}

/** Current and longest run of consecutive calendar days with a completed focus session. */
export function focusStreaks(daily: Record<string, PomodoroDailyStats>, today: string): { current: number; longest: number } {
  const active = Object.values(daily).filter((day) => day.completed > 0);
  const longest = active.reduce((max, day) => Math.max(max, day.streak), 0);
  // Today without a session yet keeps yesterday's run alive.
  const current = daily[today]?.completed ? daily[today]!.streak : daily[shiftDayKey(today, -1)]?.completed ? daily[shiftDayKey(today, -1)]!.streak : 0;
  return { current, longest };
}

/** The most used preset among completed focus sessions; Standard when there are none. */
export function favoritePreset(sessions: readonly PomodoroSessionRecord[]): string {
  const counts = new Map<string, number>();
  for (const session of sessions) if (isCompletedFocus(session)) counts.set(session.preset, (counts.get(session.preset) ?? 0) + 1);
  let best = 'standard';
  let bestCount = 0;
  for (const [preset, count] of counts) {
    if (count > bestCount) {
      best = preset;
      bestCount = count;
    }
  }
  return best;
}

/** Every statistic of the spec, recalculated from the session records. */
export function computePomodoroStats(sessions: readonly PomodoroSessionRecord[], now: number, timeZone: string): PomodoroStats {
  const focus = sessions.filter((session) => session.type === 'focus');
  const done = focus.filter((session) => session.completed);
  const dailyStats = pomodoroDailyStats(sessions, timeZone);
  const { current, longest } = focusStreaks(dailyStats, zonedDayKey(now, timeZone));
  const last = [...sessions].sort(byStart).at(-1);
  return {
    totalSessions: done.length,
    totalFocusTime: focus.reduce((sum, s) => sum + s.actualDuration, 0),
    totalBreakTime: sessions.filter((s) => s.type === 'break').reduce((sum, s) => sum + s.actualDuration, 0),
    currentStreak: current,
    longestStreak: longest,
    averageSessionLength: done.length ? Math.round(done.reduce((sum, s) => sum + s.actualDuration, 0) / done.length) : 0,
    completionRate: focus.length ? Math.round((done.length / focus.length) * 100) : 0,
    distractionsPerSession: focus.length ? focus.reduce((sum, s) => sum + s.distractions, 0) / focus.length : 0,
    favoritePreset: favoritePreset(sessions),
    lastSessionDate: last ? last.startTime : null,
    dailyStats,
  };
}

export interface PomodoroPeriodSummary {
  sessions: number;
  focusTime: number;
  breakTime: number;
}

function summarise(daily: Record<string, PomodoroDailyStats>, dates: string[]): PomodoroPeriodSummary {
  return dates.reduce<PomodoroPeriodSummary>(
    (sum, date) => {
      const day = daily[date];
      return day
        ? { sessions: sum.sessions + day.sessions, focusTime: sum.focusTime + day.focusTime, breakTime: sum.breakTime + day.breakTime }
        : sum;
    },
    { sessions: 0, focusTime: 0, breakTime: 0 },
  );
}

export interface PomodoroOverview {
  today: PomodoroPeriodSummary;
  week: PomodoroPeriodSummary & { goal: number; progress: number };
  trend: ProductivityTrend;
  bestDay: { date: string; sessions: number } | null;
  favoritePresetName: string;
}

/** The Overview's sections: today, this week against the goal of 20, and the insights. */
export function pomodoroOverview(
  stats: PomodoroStats,
  sessions: readonly PomodoroSessionRecord[],
  presets: readonly TimerPreset[],
  now: number,
  timeZone: string,
): PomodoroOverview {
  const today = zonedDayKey(now, timeZone);
  const start = sundayOfWeek(today);
  const week = summarise(stats.dailyStats, Array.from({ length: 7 }, (_, i) => shiftDayKey(start, i)));
  let bestDay: PomodoroOverview['bestDay'] = null;
  for (const day of Object.values(stats.dailyStats).sort((a, b) => a.date.localeCompare(b.date))) {
    if (day.sessions > 0 && (!bestDay || day.sessions > bestDay.sessions)) bestDay = { date: day.date, sessions: day.sessions };
  }
  const favorite = presets.find((preset) => preset.id === stats.favoritePreset);
  return {
    today: summarise(stats.dailyStats, [today]),
    week: { ...week, goal: POMODORO_WEEKLY_GOAL, progress: Math.min(1, week.sessions / POMODORO_WEEKLY_GOAL) },
    trend: productivityTrend(sessions),
    bestDay,
    favoritePresetName: favorite?.name ?? 'Standard',
  };
}

/** Focused time as people read it: '0m', '45m', '2h 5m'. */
export function formatFocusDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

import { shiftDayKey, sundayOfWeek, zonedDayKey } from './day-keys';
import type { PomodoroDailyStats } from './statistics';
import { plural } from '../text/plural';

export const POMODORO_WEEKS_BACK = 12;
export const POMODORO_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface PomodoroWeeklyView {
  label: string;
  weeksAgo: number;
  days: { date: string; weekday: (typeof POMODORO_WEEKDAYS)[number]; sessions: number; focusTime: number }[];
  totalSessions: number;
  totalFocusTime: number;
  canGoBack: boolean;
  canGoForward: boolean;
}

/** 'This Week', '1 week ago', 'N weeks ago'. */
export function pomodoroWeekLabel(weeksAgo: number): string {
  if (weeksAgo === 0) return 'This Week';
  return `${plural(weeksAgo, 'week')} ago`;
}

/** The weekly chart: Sunday to Saturday of the week `weeksAgo` back (0 to 12) from today. */
export function pomodoroWeeklyView(daily: Record<string, PomodoroDailyStats>, now: number, timeZone: string, weeksAgo: number): PomodoroWeeklyView {
  const back = Math.min(POMODORO_WEEKS_BACK, Math.max(0, Math.trunc(weeksAgo)));
  const start = shiftDayKey(sundayOfWeek(zonedDayKey(now, timeZone)), -7 * back);
  const days = POMODORO_WEEKDAYS.map((weekday, index) => {
    const date = shiftDayKey(start, index);
    return { date, weekday, sessions: daily[date]?.sessions ?? 0, focusTime: daily[date]?.focusTime ?? 0 };
  });
  return {
    label: pomodoroWeekLabel(back),
    weeksAgo: back,
    days,
    totalSessions: days.reduce((sum, day) => sum + day.sessions, 0),
    totalFocusTime: days.reduce((sum, day) => sum + day.focusTime, 0),
    canGoBack: back < POMODORO_WEEKS_BACK,
    canGoForward: back > 0,
  };
}

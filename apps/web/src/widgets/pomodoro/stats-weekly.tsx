import { useState } from 'react';
import { CaretLeft, CaretRight } from '@phosphor-icons/react';
import { formatFocusDuration, pomodoroWeeklyView, type PomodoroDailyStats, plural } from '@lodestar/core';

interface StatsWeeklyProps {
  daily: Record<string, PomodoroDailyStats>;
  now: number;
  timeZone: string;
}

/** The weekly bar chart, Sunday to Saturday, with the week navigator (back at most 12 weeks). */
export function StatsWeekly({ daily, now, timeZone }: StatsWeeklyProps) {
  const [weeksAgo, setWeeksAgo] = useState(0);
  const week = pomodoroWeeklyView(daily, now, timeZone, weeksAgo);
  const highest = Math.max(1, ...week.days.map((day) => day.sessions));
  return (
    <div className="pomo-weekly">
      <div className="pomo-weekly__nav">
        <button type="button" className="icon-button" aria-label="Previous week" disabled={!week.canGoBack} onClick={() => setWeeksAgo(week.weeksAgo + 1)}>
          <CaretLeft size={18} aria-hidden="true" />
        </button>
        <p className="pomo-weekly__label" aria-live="polite">
          {week.label}
        </p>
        <button type="button" className="icon-button" aria-label="Next week" disabled={!week.canGoForward} onClick={() => setWeeksAgo(week.weeksAgo - 1)}>
          <CaretRight size={18} aria-hidden="true" />
        </button>
      </div>
      <ul className="pomo-chart" aria-label={`Sessions per day, ${week.label}`}>
        {week.days.map((day) => (
          <li key={day.date} className="pomo-chart__day" aria-label={`${day.weekday}: ${plural(day.sessions, 'session')}`}>
            <span className="pomo-chart__count" aria-hidden="true">
              {day.sessions}
            </span>
            <span className="pomo-chart__bar-area" aria-hidden="true">
              <span className="pomo-chart__bar" style={{ height: `${(day.sessions / highest) * 100}%` }} />
            </span>
            <span className="pomo-chart__weekday" aria-hidden="true">
              {day.weekday}
            </span>
          </li>
        ))}
      </ul>
      <p className="pomo-weekly__total">
        Total: {plural(week.totalSessions, 'session')} · {formatFocusDuration(week.totalFocusTime)}
      </p>
    </div>
  );
}

import { TrendDown, TrendUp, ArrowRight } from '@phosphor-icons/react';
import {
  formatFocusDuration,
  pomodoroOverview,
  type PomodoroSessionRecord,
  type PomodoroStats,
  type TimerPreset,
  plural,
} from '@lodestar/core';

interface StatsOverviewProps {
  stats: PomodoroStats;
  sessions: readonly PomodoroSessionRecord[];
  presets: readonly TimerPreset[];
  now: number;
  timeZone: string;
}

function formatDate(date: string): string {
  // The day key is a calendar date: format it as one, at UTC noon, whatever the viewer's zone.
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

const TREND = {
  up: { text: 'Trending up', Icon: TrendUp },
  down: { text: 'Declining', Icon: TrendDown },
  stable: { text: 'Stable', Icon: ArrowRight },
} as const;

/** Overview: the four cards, Today's Progress, This Week toward the goal, and the insights. */
export function StatsOverview({ stats, sessions, presets, now, timeZone }: StatsOverviewProps) {
  const overview = pomodoroOverview(stats, sessions, presets, now, timeZone);
  const trend = TREND[overview.trend];
  const cards = [
    { label: 'Current Streak', value: plural(stats.currentStreak, 'day') },
    { label: 'Total Sessions', value: String(stats.totalSessions) },
    { label: 'Total Focus', value: formatFocusDuration(stats.totalFocusTime) },
    { label: 'Completion', value: `${stats.completionRate}%` },
  ];
  return (
    <div className="pomo-overview">
      <dl className="pomo-cards">
        {cards.map((card) => (
          <div key={card.label} className="pomo-card">
            <dt>{card.label}</dt>
            <dd>{card.value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="pomo-subheading">Today&apos;s Progress</h3>
      <dl className="pomo-rows">
        <div>
          <dt>Sessions completed</dt>
          <dd>{overview.today.sessions}</dd>
        </div>
        <div>
          <dt>Focused time</dt>
          <dd>{formatFocusDuration(overview.today.focusTime)}</dd>
        </div>
        <div>
          <dt>Break time</dt>
          <dd>{formatFocusDuration(overview.today.breakTime)}</dd>
        </div>
      </dl>

      <h3 className="pomo-subheading">This Week</h3>
      <dl className="pomo-rows">
        <div>
          <dt>Sessions</dt>
          <dd>
            {overview.week.sessions} / {overview.week.goal}
          </dd>
        </div>
        <div>
          <dt>Focus time</dt>
          <dd>{formatFocusDuration(overview.week.focusTime)}</dd>
        </div>
      </dl>
      <div
        className="pomo-goal"
        role="progressbar"
        aria-label="Weekly goal"
        aria-valuemin={0}
        aria-valuemax={overview.week.goal}
        aria-valuenow={Math.min(overview.week.sessions, overview.week.goal)}
        aria-valuetext={`${overview.week.sessions} of ${plural(overview.week.goal, 'session')}`}
      >
        <span style={{ width: `${overview.week.progress * 100}%` }} />
      </div>

      <h3 className="pomo-subheading">Insights</h3>
      <dl className="pomo-rows">
        <div>
          <dt>Productivity trend</dt>
          <dd className="pomo-trend" data-trend={overview.trend}>
            <trend.Icon size={16} aria-hidden="true" /> {trend.text}
          </dd>
        </div>
        <div>
          <dt>Average focus session</dt>
          <dd>{formatFocusDuration(stats.averageSessionLength)}</dd>
        </div>
        <div>
          <dt>Best day</dt>
          <dd>{overview.bestDay ? `${formatDate(overview.bestDay.date)} (${plural(overview.bestDay.sessions, 'session')})` : '—'}</dd>
        </div>
        <div>
          <dt>Favorite preset</dt>
          <dd>{overview.favoritePresetName}</dd>
        </div>
      </dl>
    </div>
  );
}

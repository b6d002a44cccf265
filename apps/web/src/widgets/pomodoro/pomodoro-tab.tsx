import { Timer } from '@phosphor-icons/react';
import { isTimerActive, timerDisplay, timerProgress } from '@lodestar/core';
import { PresetAgentHost } from './preset-agent-host';
import { usePomodoro } from './use-pomodoro';
import './pomodoro-widget.css';

/**
 * The right-edge tab while collapsed: the icon when idle, the time left (m:ss) with a progress outline
 * while a session runs. It keeps the timer ticking, so the end alert comes while collapsed too.
 */
export function PomodoroTab() {
  const { timer, current, now } = usePomodoro();
  // Renders nothing here: it only lets the preset's agent run while the panel is collapsed.
  const host = <PresetAgentHost showDialog={false} />;
  if (!isTimerActive(timer)) {
    return (
      <>
        <Timer size={24} aria-hidden="true" />
        {host}
      </>
    );
  }
  const progress = timerProgress(timer, now);
  return (
    <span className="pomo-tab" data-status={timer.status}>
      {host}
      <svg className="pomo-tab__outline" viewBox="0 0 60 60" aria-hidden="true">
        <rect x="2" y="2" width="56" height="56" rx="10" pathLength={100} className="pomo-tab__track" />
        <rect
          x="2"
          y="2"
          width="56"
          height="56"
          rx="10"
          pathLength={100}
          className="pomo-tab__progress"
          data-snapshot-hide=""
          strokeDasharray={`${progress * 100} 100`}
        />
      </svg>
      <span className="pomo-tab__time" data-snapshot-hide="">
        {timerDisplay(timer, now, current)}
      </span>
    </span>
  );
}

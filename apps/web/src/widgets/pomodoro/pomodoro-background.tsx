import { usePomodoro } from './use-pomodoro';

/**
 * Keeps the page's one timer ticking while the widget is out of sight (on a phone, behind the closed
 * slide-up panel, where there is no edge tab), so a period ends, is saved and alerts on time.
 */
export function PomodoroBackground() {
  usePomodoro();
  return null;
}

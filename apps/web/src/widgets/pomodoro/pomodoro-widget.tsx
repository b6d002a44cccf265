/** Stands in for the widget body until the widget itself ships. */
export function PomodoroWidget() {
  return <p className="widget-placeholder">Pomodoro Timer is coming in a later release.</p>;
}

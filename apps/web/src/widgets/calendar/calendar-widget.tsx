/** Stands in for the widget body until the widget itself ships. */
export function CalendarWidget() {
  return <p className="widget-placeholder">Today's Events is coming in a later release.</p>;
}

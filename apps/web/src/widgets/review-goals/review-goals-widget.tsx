/** Stands in for the widget body until the widget itself ships. */
export function ReviewGoalsWidget() {
  return <p className="widget-placeholder">Review Goals is coming in a later release.</p>;
}

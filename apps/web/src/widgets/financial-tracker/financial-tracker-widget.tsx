/** Stands in for the widget body until the widget itself ships. */
export function FinancialTrackerWidget() {
  return <p className="widget-placeholder">Financial Tracker is coming in a later release.</p>;
}

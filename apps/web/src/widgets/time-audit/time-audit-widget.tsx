/** Stands in for the widget body until the widget itself ships. */
export function TimeAuditWidget() {
  return <p className="widget-placeholder">Time & Energy Audit is coming in a later release.</p>;
}

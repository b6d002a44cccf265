/** Stands in for the widget body until the widget itself ships. */
export function ScriptureWidget() {
  return <p className="widget-placeholder">Scripture is coming in a later release.</p>;
}

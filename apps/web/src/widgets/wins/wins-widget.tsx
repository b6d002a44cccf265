/** Stands in for the widget body until the widget itself ships. */
export function WinsWidget() {
  return <p className="widget-placeholder">Wins is coming in a later release.</p>;
}

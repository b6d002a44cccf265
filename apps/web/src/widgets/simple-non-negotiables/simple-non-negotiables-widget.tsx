/** Stands in for the widget body until the widget itself ships. */
export function SimpleNonNegotiablesWidget() {
  return <p className="widget-placeholder">Non-Negotiables is coming in a later release.</p>;
}

/** Stands in for the widget body until the widget itself ships. */
export function AgentCardsWidget() {
  return <p className="widget-placeholder">Agents is coming in a later release.</p>;
}

/** Stands in for the widget body until the widget itself ships. */
export function MusicWidget() {
  return <p className="widget-placeholder">Music Player is coming in a later release.</p>;
}

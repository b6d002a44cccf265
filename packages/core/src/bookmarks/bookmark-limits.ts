/** The bookmarks widget's timings and thresholds from the spec's constants table. */
export const BOOKMARK_LIMITS = {
  /** A press that moves further than this is a drag, not a click. */
  dragThresholdPx: 5,
  /** Hovering an add zone this long reveals its add button. */
  addZoneDelayMs: 400,
  /** How long the copy button says 'Copied!'. */
  copiedMs: 2_000,
} as const;

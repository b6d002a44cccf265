/** The bookmarks widget's timings and thresholds from the spec's constants table. */
export const BOOKMARK_LIMITS = {
  /** A press that moves further than this is a drag, not a click. */
  dragThresholdPx: 5,
  /** Hovering an add zone this long reveals its add button. */
  addZoneDelayMs: 400,
  /** How long the copy button says 'Copied!'. */
  copiedMs: 2_000,
  /** On touch, holding a card this long opens its actions instead of the link. */
  longPressMs: 500,
  /** A finger that moves further than this during the hold is scrolling: no long press. */
  longPressSlopPx: 10,
  /** On touch, a card's drag handle picks the card up after this hold (shorter touches scroll the page). */
  touchDragDelayMs: 200,
  /** The finger may wander this far during that hold and still pick the card up. */
  touchDragTolerancePx: 8,
} as const;

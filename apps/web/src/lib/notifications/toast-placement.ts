/** A box on the screen, in CSS pixels from the viewport's top-left corner. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the toast stack goes: fixed-position offsets from the viewport's edges. */
export interface ToastPlacement {
  top?: number;
  bottom?: number;
  left?: number;
  right?: number;
}

const MARGIN = 16;
const GAP = 8;
const MAX_WIDTH = 400;
/** Room a one-line toast with a button needs above or below a dialog. */
const MIN_HEIGHT = 96;

export const toastWidth = (viewportWidth: number) => Math.min(MAX_WIDTH, viewportWidth - 2 * MARGIN);

/**
 * Places the toast stack where it covers no control of the open dialogs: top right as usual, else beside
 * them (left of a right-hand panel), else below or above them; a dialog that fills the screen keeps its
 * title and close button free by having the stack at the bottom edge.
 */
export function placeToasts(dialogs: readonly Box[], viewport: { width: number; height: number }): ToastPlacement {
  const defaultPlace = { top: MARGIN, right: MARGIN };
  if (dialogs.length === 0) return defaultPlace;
  const union = dialogs.reduce((a, b) => ({
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
  }));
  const width = toastWidth(viewport.width);
  if (viewport.width - union.right >= width + 2 * MARGIN) return defaultPlace;
  if (union.left >= width + 2 * MARGIN) return { top: MARGIN, left: MARGIN };
  if (viewport.height - union.bottom >= MIN_HEIGHT + GAP + MARGIN) return { top: union.bottom + GAP, right: MARGIN };
  if (union.top >= MIN_HEIGHT + GAP + MARGIN) return { bottom: viewport.height - union.top + GAP, right: MARGIN };
  return { bottom: MARGIN, right: MARGIN };
}

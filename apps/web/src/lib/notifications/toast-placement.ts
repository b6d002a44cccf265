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

/** Where the stack stands with no dialog open: the top right, below and beside the page's corner controls. */
export interface Home {
  top: number;
  right: number;
}

/** The top right corner, where toasts go when nothing of the page's own stands there. */
export const CORNER: Home = { top: MARGIN, right: MARGIN };

/**
 * The stack's home below the controls it must not cover at the top (the header's buttons) and left of those
 * pinned to the right edge (the collapsed widgets' tabs).
 */
export function homeClearOf(above: readonly Box[], beside: readonly Box[], viewportWidth: number): Home {
  return {
    top: Math.max(MARGIN, ...above.map((box) => box.bottom + MARGIN)),
    right: Math.max(MARGIN, ...beside.map((box) => viewportWidth - box.left + MARGIN)),
  };
}

/**
 * Places the toast stack where it covers no control of the open dialogs: at home (top right) as usual, else
 * beside them (left of a right-hand panel), else below or above them; a dialog that fills the screen keeps
 * its title and close button free by having the stack at the bottom edge.
 */
export function placeToasts(dialogs: readonly Box[], viewport: { width: number; height: number }, home: Home = CORNER): ToastPlacement {
  if (dialogs.length === 0) return home;
  const union = dialogs.reduce((a, b) => ({
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
  }));
  const width = toastWidth(viewport.width);
  if (viewport.width - union.right >= width + MARGIN + home.right) return home;
  // A modal's page is inert behind it: the corner's controls may be covered then.
  if (viewport.width - union.right >= width + 2 * MARGIN) return CORNER;
  if (union.left >= width + 2 * MARGIN) return { top: MARGIN, left: MARGIN };
  if (viewport.height - union.bottom >= MIN_HEIGHT + GAP + MARGIN) return { top: union.bottom + GAP, right: MARGIN };
  if (union.top >= MIN_HEIGHT + GAP + MARGIN) return { bottom: viewport.height - union.top + GAP, right: MARGIN };
  return { bottom: MARGIN, right: MARGIN };
}

const area = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** The box the stack takes at a placement, for a stack of the given height. */
export function stackBoxAt(place: ToastPlacement, height: number, viewport: { width: number; height: number }): Box {
  const width = toastWidth(viewport.width);
  const left = place.left ?? viewport.width - (place.right ?? MARGIN) - width;
  const top = place.top ?? viewport.height - (place.bottom ?? MARGIN) - height;
  return { left, top, right: left + width, bottom: top + height };
}

/**
 * With no dialog open, keeps the stack off what the user is working with (the focused control, the add buttons of
 * the widget in use, the start page's clock, greeting and focus line): home when that is clear, else the bottom
 * right or left (above the phone's bottom bar, `bottomInset`), the top left, or just below or above one of those
 * boxes; failing all, where it covers least.
 */
export function clearOfWork(
  home: Home,
  stackHeight: number,
  avoid: readonly Box[],
  viewport: { width: number; height: number },
  bottomInset = 0,
): ToastPlacement {
  if (avoid.length === 0 || stackHeight <= 0) return home;
  const bottom = bottomInset + MARGIN;
  const corners: ToastPlacement[] = [home, { bottom, right: MARGIN }, { bottom, left: MARGIN }, { top: home.top, left: MARGIN }];
  const beside: ToastPlacement[] = avoid.flatMap((work) => [
    { top: work.bottom + GAP, right: MARGIN },
    { bottom: viewport.height - work.top + GAP, right: MARGIN },
  ]);
  const covered = (place: ToastPlacement) => {
    const box = stackBoxAt(place, stackHeight, viewport);
    return avoid.reduce((sum, work) => sum + area(box, work), 0);
  };
  const onScreen = (place: ToastPlacement) => {
    const box = stackBoxAt(place, stackHeight, viewport);
    return box.top >= MARGIN && box.bottom <= viewport.height - bottom;
  };
  const clear = [...corners, ...beside].find((place) => onScreen(place) && covered(place) === 0);
  if (clear) return clear;
  const cover = corners.map(covered);
  return corners[cover.indexOf(Math.min(...cover))]!;
}

/**
 * Columns for the non-negotiables' tiles: as many as fit, but never a last row holding a single tile
 * beside empty cells (4 tiles: 4x1 when four fit, else 2x2, never 3+1).
 */
export function tileColumns(count: number, fitting: number): number {
  const n = Math.max(0, Math.floor(count));
  const most = Math.max(1, Math.min(Math.floor(fitting), n));
  for (let columns = most; columns > 1; columns -= 1) if (n % columns !== 1) return columns;
  return 1;
}

/** How many tiles of at least `minTile` px fit in `width` px with `gap` px between them. */
export const fittingColumns = (width: number, minTile: number, gap: number): number =>
  Math.max(1, Math.floor((width + gap) / (minTile + gap)));

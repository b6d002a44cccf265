import { useLayoutEffect, useState, type RefObject } from 'react';
import { fittingColumns, tileColumns } from '@lodestar/core';

const MIN_TILE = 96;
const GAP = 8;

/** Columns for `count` tiles in the element's width: as many as fit, never one tile alone on a last row. */
export function useTileColumns(ref: RefObject<HTMLElement | null>, count: number): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  // Before the first measure: two columns, which never orphans four tiles.
  return width > 0 ? tileColumns(count, fittingColumns(width, MIN_TILE, GAP)) : Math.min(2, Math.max(1, count));
}

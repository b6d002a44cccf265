export interface Ordered {
  order: number;
}

/** The lowest and highest order values of a whole collection, when a list shows only part of it. */
export interface OrderRange {
  min: number;
  max: number;
}

export function orderRange(items: Iterable<Ordered>): OrderRange | undefined {
  let range: OrderRange | undefined;
  for (const { order } of items) {
    range = range ? { min: Math.min(range.min, order), max: Math.max(range.max, order) } : { min: order, max: order };
  }
  return range;
}

/**
 * An order value strictly between two neighbours (either may be missing at the ends of a list).
 * Returns null when the gap has been halved so often that no float lies strictly between them.
 */
export function orderBetween(before: number | undefined, after: number | undefined): number | null {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return (after as number) - 1;
  if (after === undefined) return before + 1;
  const middle = before + (after - before) / 2;
  return middle > before && middle < after ? middle : null;
}

export interface Reordered<T> {
  /** The list in its new order, with updated order values. */
  items: T[];
  /** Only the items whose order value changed: usually just the placed one, more after a renumbering. */
  changed: T[];
}

function orderAt(items: readonly Ordered[], at: number, range: OrderRange | undefined): number | null {
  const before = items[at - 1]?.order;
  const after = items[at + 1]?.order;
  // At an end of a partial list, go past the whole collection, so the place ties with no hidden item.
  if (range && before === undefined) return Math.min(range.min, after ?? range.min) - 1;
  if (range && after === undefined) return Math.max(range.max, before ?? range.max) + 1;
  return orderBetween(before, after);
}

/**
 * Gives the item at `at` an order between its neighbours. Only that item changes, so another device
 * editing other items never conflicts with it; when no float fits, the list is renumbered 1..n.
 */
function settle<T extends Ordered>(items: T[], at: number, range: OrderRange | undefined): Reordered<T> {
  const placed = items[at] as T;
  const order = orderAt(items, at, range);
  if (order !== null) {
    const updated = { ...placed, order };
    items[at] = updated;
    return { items, changed: [updated] };
  }
  const renumbered = items.map((item, index) =>
    item.order === index + 1 && index !== at ? item : { ...item, order: index + 1 },
  );
  return { items: renumbered, changed: renumbered.filter((item, index) => item !== items[index]) };
}

/** Moves the item at index `from` to index `to`; `range` is the whole collection's when `list` is part of it. */
export function reorder<T extends Ordered>(list: readonly T[], from: number, to: number, range?: OrderRange): Reordered<T> {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return { items: [...list], changed: [] };
  }
  const items = [...list];
  const [moved] = items.splice(from, 1) as [T];
  items.splice(to, 0, moved);
  return settle(items, to, range);
}

/** Inserts `item` at `index` of a sorted list (0 = before the first); its own order value is replaced. */
export function insertAt<T extends Ordered>(list: readonly T[], index: number, item: T, range?: OrderRange): Reordered<T> {
  const at = Math.max(0, Math.min(index, list.length));
  const items = [...list];
  items.splice(at, 0, item);
  return settle(items, at, range);
}

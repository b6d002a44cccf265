import { describe, expect, it } from 'vitest';
import { insertAt, orderBetween, orderRange, reorder } from './ordering';

const list = (...orders: number[]) => orders.map((order, index) => ({ id: String.fromCharCode(97 + index), order }));
const ids = (items: { id: string }[]) => items.map((item) => item.id).join('');

describe('orderBetween', () => {
  it('picks a value strictly between neighbours, or past the end', () => {
    expect(orderBetween(undefined, undefined)).toBe(1);
    expect(orderBetween(undefined, 3)).toBe(2);
    expect(orderBetween(3, undefined)).toBe(4);
    expect(orderBetween(1, 2)).toBe(1.5);
  });

  it('reports when no float fits', () => {
    expect(orderBetween(1, 1 + Number.EPSILON)).toBeNull();
    expect(orderBetween(2, 2)).toBeNull();
  });
});

describe('reorder', () => {
  it('moves an item forward and backward, changing only its order value', () => {
    const forward = reorder(list(1, 2, 3, 4), 0, 2);
    expect(ids(forward.items)).toBe('bcad');
    expect(forward.changed).toEqual([{ id: 'a', order: 3.5 }]);

    const backward = reorder(list(1, 2, 3, 4), 3, 0);
    expect(ids(backward.items)).toBe('dabc');
    expect(backward.changed).toEqual([{ id: 'd', order: 0 }]);

    const toEnd = reorder(list(1, 2, 3), 0, 2);
    expect(toEnd.changed).toEqual([{ id: 'a', order: 4 }]);
  });

  it('keeps the result sorted by the new order values', () => {
    const { items } = reorder(list(1, 2, 3, 4, 5), 4, 1);
    expect(items.map((item) => item.order)).toEqual([...items.map((item) => item.order)].sort((a, b) => a - b));
  });

  it('does nothing for the same index or an index out of range', () => {
    expect(reorder(list(1, 2), 1, 1).changed).toEqual([]);
    expect(reorder(list(1, 2), 0, 5).changed).toEqual([]);
  });

  it('renumbers the list when repeated moves exhaust the gap', () => {
    let items = list(1, 2, 3);
    for (let i = 0; i < 200; i += 1) items = reorder(items, 2, 1).items;
    const orders = items.map((item) => item.order);
    expect(new Set(orders).size).toBe(3);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('insertAt', () => {
  it('places a new item before the first, between two, or after the last', () => {
    const item = { id: 'n', order: 0 };
    expect(insertAt(list(1, 2), 0, item).changed).toEqual([{ id: 'n', order: 0 }]);
    expect(insertAt(list(1, 2), 1, item).changed).toEqual([{ id: 'n', order: 1.5 }]);
    expect(insertAt(list(1, 2), 2, item).changed).toEqual([{ id: 'n', order: 3 }]);
    expect(insertAt([], 0, item).changed).toEqual([{ id: 'n', order: 1 }]);
    expect(ids(insertAt(list(1, 2), 1, item).items)).toBe('anb');
  });
});

describe('placing at the ends of a partial list', () => {
  // The visible cards are part of the collection: a card hidden in another period may hold order 7.
  const range = orderRange([...list(1, 2), { order: 7 }, { order: -3 }])!;

  it('goes past the whole collection, so the new place ties with no hidden item', () => {
    expect(range).toEqual({ min: -3, max: 7 });
    expect(insertAt(list(1, 2), 2, { id: 'n', order: 0 }, range).changed).toEqual([{ id: 'n', order: 8 }]);
    expect(insertAt(list(1, 2), 0, { id: 'n', order: 0 }, range).changed).toEqual([{ id: 'n', order: -4 }]);
    expect(insertAt([], 0, { id: 'n', order: 0 }, range).changed).toEqual([{ id: 'n', order: -4 }]);
    expect(reorder(list(1, 2, 3), 0, 2, range).changed).toEqual([{ id: 'a', order: 8 }]);
  });

  it('still places between neighbours inside the list', () => {
    expect(insertAt(list(1, 2), 1, { id: 'n', order: 0 }, range).changed).toEqual([{ id: 'n', order: 1.5 }]);
  });

  it('has no range for an empty collection', () => {
    expect(orderRange([])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { TimePeriod } from './periods';
import { visibleLinks } from './visible-links';

const link = (id: string, period: TimePeriod, order: number, alwaysShow = false, createdAt = 0) => ({
  id,
  period,
  order,
  alwaysShow,
  createdAt,
});

describe('visibleLinks', () => {
  const links = [
    link('m2', 'morning', 2),
    link('e1', 'evening', 1),
    link('all', 'evening', 1.5, true),
    link('m1', 'morning', 1),
    link('a1', 'afternoon', 0),
  ];

  it('shows the current period plus always-show cards, sorted by order', () => {
    expect(visibleLinks(links, 'morning').map((l) => l.id)).toEqual(['m1', 'all', 'm2']);
    expect(visibleLinks(links, 'afternoon').map((l) => l.id)).toEqual(['a1', 'all']);
    expect(visibleLinks(links, 'evening').map((l) => l.id)).toEqual(['e1', 'all']);
  });

  it('breaks order ties by creation time, then id, the same on every device', () => {
    const tied = [link('b', 'morning', 1, false, 5), link('a', 'morning', 1, false, 5), link('c', 'morning', 1, false, 1)];
    expect(visibleLinks(tied, 'morning').map((l) => l.id)).toEqual(['c', 'a', 'b']);
  });
});

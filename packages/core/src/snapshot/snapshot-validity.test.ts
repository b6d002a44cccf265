import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodAt } from '../bookmarks/periods';
import { snapshotValidUntil } from './snapshot-validity';

const local = (h: number, m = 0) => new Date(2026, 10, 25, h, m);

describe('snapshotValidUntil', () => {
  it('ends at the next period change or midnight', () => {
    expect(snapshotValidUntil(local(4, 59))).toBe(local(5).getTime());
    expect(snapshotValidUntil(local(5))).toBe(local(12).getTime());
    expect(snapshotValidUntil(local(15, 30))).toBe(local(16).getTime());
    expect(snapshotValidUntil(local(23, 10))).toBe(new Date(2026, 10, 26, 0, 0).getTime());
  });

  it('covers only moments with the same period and the same day, and is never more than a day away', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), fc.double({ min: 0, max: 1, noNaN: true }), (now, share) => {
        const until = snapshotValidUntil(now);
        expect(until).toBeGreaterThan(now.getTime());
        expect(until - now.getTime()).toBeLessThanOrEqual(24 * 3600_000 + 3600_000);
        const inside = new Date(now.getTime() + Math.floor((until - now.getTime() - 1) * share));
        expect(periodAt(inside)).toBe(periodAt(now));
        expect(inside.toDateString()).toBe(now.toDateString());
        expect(periodAt(new Date(until)) !== periodAt(now) || new Date(until).toDateString() !== now.toDateString()).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

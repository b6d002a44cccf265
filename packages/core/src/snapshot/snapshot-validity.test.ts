import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodAt } from '../bookmarks/periods';
import { partOfDay } from '../start-page/greeting';
import { snapshotValidUntil } from './snapshot-validity';

const local = (h: number, m = 0) => new Date(2026, 10, 25, h, m);

describe('snapshotValidUntil', () => {
  it('ends at the next period or greeting change, or midnight', () => {
    expect(snapshotValidUntil(local(4, 59))).toBe(local(5).getTime());
    expect(snapshotValidUntil(local(5))).toBe(local(12).getTime());
    expect(snapshotValidUntil(local(15, 30))).toBe(local(16).getTime());
    // The greeting turns to 'Good evening' at 18:00.
    expect(snapshotValidUntil(local(16, 30))).toBe(local(18).getTime());
    expect(snapshotValidUntil(local(23, 10))).toBe(new Date(2026, 10, 26, 0, 0).getTime());
  });

  it('covers only moments with the same period, greeting and day, and is never more than a day away', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), fc.double({ min: 0, max: 1, noNaN: true }), (now, share) => {
        const until = snapshotValidUntil(now);
        expect(until).toBeGreaterThan(now.getTime());
        expect(until - now.getTime()).toBeLessThanOrEqual(24 * 3600_000 + 3600_000);
        const inside = new Date(now.getTime() + Math.floor((until - now.getTime() - 1) * share));
        expect(periodAt(inside)).toBe(periodAt(now));
        expect(partOfDay(inside.getHours())).toBe(partOfDay(now.getHours()));
        expect(inside.toDateString()).toBe(now.toDateString());
        const then = new Date(until);
        const changed = periodAt(then) !== periodAt(now) || partOfDay(then.getHours()) !== partOfDay(now.getHours()) || then.toDateString() !== now.toDateString();
        expect(changed).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

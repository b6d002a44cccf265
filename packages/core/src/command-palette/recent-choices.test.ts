import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRecent, pushRecent, rankScore, recentFirst, RECENT_LIMIT } from './recent-choices';

const id = fc.string({ unit: fc.constantFrom(...'abcdef'), minLength: 1, maxLength: 3 });
const score = fc.double({ min: 0.01, max: 1, noNaN: true });

describe('pushRecent', () => {
  it('puts the latest choice first, once, within the limit', () => {
    fc.assert(
      fc.property(fc.array(id, { maxLength: 20 }), id, fc.integer({ min: 1, max: 10 }), (list, chosen, limit) => {
        const next = pushRecent(parseRecent(list, limit), chosen, limit);
        expect(next[0]).toBe(chosen);
        expect(new Set(next).size).toBe(next.length);
        expect(next.length).toBeLessThanOrEqual(limit);
      }),
    );
    expect(pushRecent(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
  });
});

describe('parseRecent', () => {
  it('reads damaged storage as an empty or cleaned history', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('a')).toEqual([]);
    expect(parseRecent(['a', 3, '', 'a', 'b'])).toEqual(['a', 'b']);
    expect(parseRecent(Array.from({ length: 30 }, (_, i) => `id${i}`))).toHaveLength(RECENT_LIMIT);
  });
});

describe('rankScore', () => {
  it('never shows an item that does not match, recent or not', () => {
    fc.assert(fc.property(fc.integer({ min: -1, max: 7 }), (place) => {
      expect(rankScore(0, place, 8)).toBe(0);
    }));
  });

  it('puts a recent choice above an equally good match, and a later choice above an earlier one', () => {
    fc.assert(
      fc.property(score, fc.integer({ min: 0, max: 6 }), (match, place) => {
        expect(rankScore(match, place, 8)).toBeGreaterThan(rankScore(match, -1, 8));
        expect(rankScore(match, place, 8)).toBeGreaterThan(rankScore(match, place + 1, 8));
        expect(rankScore(match, place, 8)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('keeps the better match first among items that are all recent, or all not', () => {
    fc.assert(
      fc.property(score, score, (a, b) => {
        if (a > b) expect(rankScore(a, -1, 8)).toBeGreaterThan(rankScore(b, -1, 8));
      }),
    );
  });
});

describe('recentFirst', () => {
  it('lists recent items newest first, then the others in their order, losing none', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(recentFirst(items, (x) => x, ['c', 'zz', 'a'])).toEqual(['c', 'a', 'b', 'd']);
    fc.assert(
      fc.property(fc.uniqueArray(id), fc.array(id), (all, recent) => {
        const ordered = recentFirst(all, (x) => x, parseRecent(recent));
        expect([...ordered].sort()).toEqual([...all].sort());
      }),
    );
  });
});

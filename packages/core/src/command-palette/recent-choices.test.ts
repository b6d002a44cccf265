import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRecentChoices, pushRecentChoice, rankScore, PALETTE_RECENT_LIMIT } from './recent-choices';

const id = fc.string({ unit: fc.constantFrom(...'abcdef'), minLength: 1, maxLength: 3 });
const score = fc.double({ min: 0.01, max: 1, noNaN: true });
// The fuzzy scorer's scores differ by far more than a float's last bit; two scores a rounding apart are one.
const distinctScores = fc.tuple(score, score).filter(([a, b]) => Math.abs(a - b) > 1e-9);

describe('pushRecentChoice', () => {
  it('puts the latest choice first, once, within the limit', () => {
    fc.assert(
      fc.property(fc.array(id, { maxLength: 20 }), id, fc.integer({ min: 1, max: 10 }), (list, chosen, limit) => {
        const next = pushRecentChoice(parseRecentChoices(list, limit), chosen, limit);
        expect(next[0]).toBe(chosen);
        expect(new Set(next).size).toBe(next.length);
        expect(next.length).toBeLessThanOrEqual(limit);
      }),
    );
    expect(pushRecentChoice(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
  });
});

describe('parseRecentChoices', () => {
  it('reads damaged storage as an empty or cleaned history', () => {
    expect(parseRecentChoices(null)).toEqual([]);
    expect(parseRecentChoices('a')).toEqual([]);
    expect(parseRecentChoices(['a', 3, '', 'a', 'b'])).toEqual(['a', 'b']);
    expect(parseRecentChoices(Array.from({ length: 30 }, (_, i) => `id${i}`))).toHaveLength(PALETTE_RECENT_LIMIT);
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
      fc.property(distinctScores, ([a, b]) => {
        if (a > b) expect(rankScore(a, -1, 8)).toBeGreaterThan(rankScore(b, -1, 8));
      }),
    );
  });
});

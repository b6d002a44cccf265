import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampInterval, clampRetention, clampSuggestCount } from './interval';

describe('clampInterval', () => {
  it('keeps 2 to 1440 minutes and turns everything else into 15', () => {
    expect(clampInterval(2)).toBe(2);
    expect(clampInterval(1440)).toBe(1440);
    expect(clampInterval(45)).toBe(45);
    expect(clampInterval('30')).toBe(30);
    expect(clampInterval(1)).toBe(15);
    expect(clampInterval(1441)).toBe(15);
    expect(clampInterval(-5)).toBe(15);
    expect(clampInterval('abc')).toBe(15);
    expect(clampInterval('')).toBe(15);
    expect(clampInterval(Number.NaN)).toBe(15);
    expect(clampInterval(null)).toBe(15);
    expect(clampInterval(undefined)).toBe(15);
  });

  it('always gives a whole number of minutes within 2 to 1440', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null)), (value) => {
        const minutes = clampInterval(value);
        expect(Number.isInteger(minutes)).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(2);
        expect(minutes).toBeLessThanOrEqual(1440);
      }),
    );
  });
});

describe('other settings clamps', () => {
  it('keeps the suggestion count within 3 to 10', () => {
    expect(clampSuggestCount(1)).toBe(3);
    expect(clampSuggestCount(12)).toBe(10);
    expect(clampSuggestCount(7)).toBe(7);
    expect(clampSuggestCount('x')).toBe(5);
  });

  it('keeps retention to the offered periods', () => {
    expect(clampRetention(30)).toBe(30);
    expect(clampRetention(10)).toBe(14);
    expect(clampRetention('7')).toBe(14);
  });
});

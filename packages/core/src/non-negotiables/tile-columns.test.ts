import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fittingColumns, tileColumns } from './tile-columns';

describe('tileColumns', () => {
  it('lays four tiles out 4x1 or 2x2, never 3+1', () => {
    expect(tileColumns(4, 5)).toBe(4);
    expect(tileColumns(4, 4)).toBe(4);
    expect(tileColumns(4, 3)).toBe(2);
    expect(tileColumns(4, 2)).toBe(2);
    expect(tileColumns(4, 1)).toBe(1);
  });

  it('never leaves one tile alone on the last row, and uses as many columns as it can (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 10 }), (count, fitting) => {
        const columns = tileColumns(count, fitting);
        expect(columns).toBeGreaterThanOrEqual(1);
        expect(columns).toBeLessThanOrEqual(Math.max(1, Math.min(count, fitting)));
        if (columns > 1) expect(count % columns).not.toBe(1);
        for (let wider = columns + 1; wider <= Math.min(count, fitting); wider += 1) expect(count % wider).toBe(1);
      }),
    );
  });

  it('counts the tiles that fit a width', () => {
    expect(fittingColumns(330, 96, 8)).toBe(3);
    expect(fittingColumns(420, 96, 8)).toBe(4);
    expect(fittingColumns(50, 96, 8)).toBe(1);
  });
});

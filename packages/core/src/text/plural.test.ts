import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('is singular for exactly one and plural otherwise', () => {
    expect(plural(1, 'minute')).toBe('1 minute');
    expect(plural(0, 'minute')).toBe('0 minutes');
    expect(plural(2, 'complete day')).toBe('2 complete days');
    expect(plural(1, 'complete day')).toBe('1 complete day');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
    expect(plural(1500, 'event')).toBe('1,500 events');
    expect(plural(1.5, 'hour')).toBe('1.5 hours');
  });

  it('always starts with the count and ends with the singular only for one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1_000_000 }), (count) => {
        const text = plural(count, 'day');
        expect(Number(text.split(' ')[0]!.replace(/,/g, ''))).toBe(count === 0 ? 0 : count);
        expect(text.endsWith(' day')).toBe(count === 1);
      }),
    );
  });
});

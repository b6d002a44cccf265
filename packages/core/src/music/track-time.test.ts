import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTrackTime } from './track-time';

describe('formatTrackTime', () => {
  it('shows minutes and two-digit seconds, hours past an hour', () => {
    expect(formatTrackTime(0)).toBe('0:00');
    expect(formatTrackTime(7.9)).toBe('0:07');
    expect(formatTrackTime(205)).toBe('3:25');
    expect(formatTrackTime(3600)).toBe('1:00:00');
    expect(formatTrackTime(3725)).toBe('1:02:05');
  });

  it('reads an unknown length as --:--', () => {
    expect(formatTrackTime(Number.NaN)).toBe('--:--');
    expect(formatTrackTime(Number.POSITIVE_INFINITY)).toBe('--:--');
    expect(formatTrackTime(-1)).toBe('--:--');
  });

  it('reads back the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 3600 }), (seconds) => {
        const parts = formatTrackTime(seconds).split(':').map(Number);
        expect(parts.reduce((total, part) => total * 60 + part, 0)).toBe(seconds);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUNDLED_TRACKS } from './bundled-tracks';
import { formatTrackTime } from './track-time';
import { preparingLabel, prerenderOrder } from './track-render';

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

describe('a first Play that waits for the server', () => {
  it('says it is preparing, then how far, in whole percent', () => {
    expect(preparingLabel(null)).toBe('Preparing…');
    expect(preparingLabel(0)).toBe('Preparing… 0 %');
    expect(preparingLabel(0.404)).toBe('Preparing… 40 %');
    expect(preparingLabel(1.2)).toBe('Preparing… 100 %');
    expect(preparingLabel(Number.NaN)).toBe('Preparing…');
  });

  it('pre-renders the first track of every genre before any other', () => {
    const order = prerenderOrder(BUNDLED_TRACKS);
    const genres = new Set(BUNDLED_TRACKS.map((track) => track.genre));
    const firsts = [...genres].map((genre) => BUNDLED_TRACKS.find((track) => track.genre === genre)!.id);
    expect(order.slice(0, genres.size).map((track) => track.id)).toEqual(firsts);
    expect(new Set(order.map((track) => track.id))).toEqual(new Set(BUNDLED_TRACKS.map((track) => track.id)));
    expect(order).toHaveLength(BUNDLED_TRACKS.length);
  });
});

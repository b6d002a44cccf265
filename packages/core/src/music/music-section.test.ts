import { describe, expect, it } from 'vitest';
import { parseSection } from '../sections/parse-section';
import { musicSection, parseLegacyMusicKeys, volumeToGain } from './music-section';

describe('music section', () => {
  it('defaults: volume 50, not muted, nothing favourite or hidden', () => {
    const data = parseSection(musicSection, undefined);
    expect(data).toMatchObject({ volume: 50, muted: false, recentlyPlayed: [], favorites: {}, blacklist: {}, playHistory: {} });
  });

  it('migrates the old local keys once they parse', () => {
    expect(parseLegacyMusicKeys('0.3', 'true')).toEqual({ volume: 30, muted: true });
    expect(parseLegacyMusicKeys('70', null)).toEqual({ volume: 70 });
    expect(parseLegacyMusicKeys('"0.25"', '"false"')).toEqual({ volume: 25, muted: false });
    expect(parseLegacyMusicKeys('loud', 'maybe')).toBeNull();
    expect(parseLegacyMusicKeys(null, null)).toBeNull();
  });

  it('converts the stored volume to the audio element gain', () => {
    expect(volumeToGain(50)).toBe(0.5);
    expect(volumeToGain(150)).toBe(1);
  });
});

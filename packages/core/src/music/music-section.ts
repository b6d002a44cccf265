import { z } from 'zod';
import { defineSection, type SectionData } from '../sections/define-section';
import { MUSIC_GENRES } from './music-tags';
import { RECENT_LIMIT } from './track-order';

const trackId = z.string().min(1).max(60);
const markSchema = z.object({ at: z.number().finite().nonnegative() });

/**
 * The music preferences in the synced document (spec 001 §3): favourites, hidden tracks (blacklist) and
 * play statistics are collections keyed by track id, so two devices marking different tracks never
 * overwrite each other; the recent list is bounded (20). Volume 0 to 100, default 50.
 */
export const musicSection = defineSection({
  name: 'music',
  schema: z.object({
    recentlyPlayed: z.array(trackId).max(RECENT_LIMIT),
    currentGenre: z.string().min(1).max(60),
    volume: z.number().int().min(0).max(100),
    muted: z.boolean(),
  }),
  defaults: { recentlyPlayed: [], currentGenre: MUSIC_GENRES[0], volume: 50, muted: false },
  collections: {
    favorites: markSchema,
    blacklist: markSchema,
    playHistory: z.object({ lastPlayed: z.number().finite().nonnegative(), playCount: z.number().int().nonnegative() }),
  },
});
export type MusicSectionData = SectionData<typeof musicSection>;

export const LEGACY_VOLUME_KEY = 'musicVolume';
export const LEGACY_MUTED_KEY = 'musicMuted';

/**
 * The old local keys (musicVolume as 0 to 1 or 0 to 100, musicMuted as 'true'/'false'), read once: the
 * values to write into the section, or null when there is nothing usable.
 */
export function parseLegacyMusicKeys(volumeRaw: string | null, mutedRaw: string | null): { volume?: number; muted?: boolean } | null {
  const result: { volume?: number; muted?: boolean } = {};
  if (volumeRaw !== null) {
    const text = safeJson(volumeRaw);
    const value = text.trim() === '' ? Number.NaN : Number(text);
    if (Number.isFinite(value) && value >= 0 && value <= 100) result.volume = Math.round(value <= 1 ? value * 100 : value);
  }
  if (mutedRaw !== null) {
    const value = safeJson(mutedRaw);
    if (value === 'true' || value === 'false') result.muted = value === 'true';
  }
  return Object.keys(result).length > 0 ? result : null;
}

function safeJson(raw: string): string {
  try {
    return String(JSON.parse(raw));
  } catch {
    return 'null';
  }
}

/** Volume 0-100 (stored) to the audio element's 0-1 in steps of 0.01. */
export const volumeToGain = (volume: number) => Math.round(Math.min(100, Math.max(0, volume))) / 100;

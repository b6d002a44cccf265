import {
  MUSIC_PREFERENCES_KEY,
  parseMusicPreferences,
  pushRecent,
  recordPlay,
  volumeToGain,
  type MusicPreferences,
  type musicSection,
} from '@lodestar/core';
import type { SectionHandle } from '../../lib/sync';

/** The synced music section (favorites, hidden tracks, volume, play history), as bound by the player bar. */
export type MusicSection = SectionHandle<typeof musicSection>;

/** This device's Music settings (autoplay, fade transitions), read when they are needed. */
export const musicSettings = (): MusicPreferences => {
  try {
    return parseMusicPreferences(window.localStorage.getItem(MUSIC_PREFERENCES_KEY));
  } catch {
    return parseMusicPreferences(null);
  }
};

/** The gain the synced volume and mute ask for. */
export function targetGain(data: MusicSection['data'] | undefined): number {
  if (!data || data.muted) return 0;
  return volumeToGain(data.volume);
}

export function hideTrack(section: MusicSection, id: string) {
  section.transact((w) => {
    w.putRecord('blacklist', id, { at: Date.now() });
    w.removeRecord('favorites', id);
  });
}

export function unhideTracks(section: MusicSection, ids: readonly string[]) {
  section.transact((w) => ids.forEach((id) => w.removeRecord('blacklist', id)));
}

export function toggleFavoriteTrack(section: MusicSection, id: string) {
  if (section.data.favorites[id]) section.removeRecord('favorites', id);
  else section.putRecord('favorites', id, { at: Date.now() });
}

export function saveVolume(section: MusicSection, volume: number) {
  section.transact((w) => {
    w.setField('volume', Math.round(volume));
    if (volume > 0 && section.data.muted) w.setField('muted', false);
  });
}

/** Mute keeps the volume; unmute restores it (0.5 when it was zero). */
export function toggleMuted(section: MusicSection) {
  const { muted, volume } = section.data;
  section.transact((w) => {
    w.setField('muted', !muted);
    if (muted && volume === 0) w.setField('volume', 50);
  });
}

/** Counts a play of `id`: Recently played and its play statistics. */
export function recordTrackPlay(section: MusicSection, id: string) {
  const now = Date.now();
  section.transact((w) => {
    w.setField('recentlyPlayed', pushRecent(section.data.recentlyPlayed, id));
    w.putRecord('playHistory', id, recordPlay(section.data.playHistory[id], now));
  });
}

import { useEffect } from 'react';
import { LEGACY_MUTED_KEY, LEGACY_VOLUME_KEY, musicSection, parseLegacyMusicKeys } from '@lodestar/core';
import type { SectionHandle } from '../../lib/sync';

/**
 * The old player kept volume and mute in this browser (musicVolume, musicMuted). Moved once into the
 * synced section, unless the section already holds the user's own choice, and then removed.
 */
export function useLegacyMigration(section: SectionHandle<typeof musicSection>) {
  const { ready } = section;
  useEffect(() => {
    if (!ready) return;
    let volumeRaw: string | null;
    let mutedRaw: string | null;
    try {
      volumeRaw = window.localStorage.getItem(LEGACY_VOLUME_KEY);
      mutedRaw = window.localStorage.getItem(LEGACY_MUTED_KEY);
    } catch {
      return;
    }
    if (volumeRaw === null && mutedRaw === null) return;
    const legacy = parseLegacyMusicKeys(volumeRaw, mutedRaw);
    const untouched = section.data.volume === musicSection.defaults.volume && section.data.muted === musicSection.defaults.muted;
    if (legacy && untouched) {
      section.transact((w) => {
        if (legacy.volume !== undefined) w.setField('volume', legacy.volume);
        if (legacy.muted !== undefined) w.setField('muted', legacy.muted);
      });
    }
    try {
      window.localStorage.removeItem(LEGACY_VOLUME_KEY);
      window.localStorage.removeItem(LEGACY_MUTED_KEY);
    } catch {
      // Blocked storage: tried again next time, and the check above keeps it harmless.
    }
    // Once per load of the section: `section` changes with every edit, `ready` only once.
  }, [ready]);
}

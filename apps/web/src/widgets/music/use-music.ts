import { useEffect, useSyncExternalStore } from 'react';
import { musicPlayer, type MusicPlayer, type PlayerState } from './music-player';
import { loadCatalog } from './catalog-client';

/** The page's player and its state; loads the catalogue on first use. */
export function useMusicPlayer(): { player: MusicPlayer; state: PlayerState } {
  const player = musicPlayer();
  const state = useSyncExternalStore(player.subscribe, player.getSnapshot, player.getSnapshot);
  useEffect(() => {
    if (player.getSnapshot().catalog) return;
    loadCatalog().then(
      (catalog) => player.setCatalog(catalog),
      () => player.setCatalog(null, true),
    );
  }, [player]);
  return { player, state };
}

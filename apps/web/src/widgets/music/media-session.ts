import { MUSIC_ARTIST, genreName, type CatalogTrack } from '@lodestar/core';

interface Controls {
  play(): Promise<void>;
  pause(): void;
  next(): Promise<void>;
  previous(): Promise<void>;
}

let handlersFor: Controls | null = null;

/** Media Session: the operating system's controls and the keyboard's media keys drive the player. */
export function updateMediaSession(player: Controls, track: CatalogTrack | null, playing: boolean | null) {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  if (handlersFor !== player) {
    handlersFor = player;
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    };
    set('play', () => void player.play());
    set('pause', () => player.pause());
    set('nexttrack', () => void player.next());
    set('previoustrack', () => void player.previous());
  }
  if (track && typeof MediaMetadata !== 'undefined') {
    const current = session.metadata;
    if (current?.title !== track.title) {
      session.metadata = new MediaMetadata({ title: track.title, artist: MUSIC_ARTIST, album: genreName(track.genre) });
    }
  }
  if (playing !== null) session.playbackState = playing ? 'playing' : 'paused';
}

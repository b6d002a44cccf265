/**
 * The music player's bridge to the rest of the app. Widgets never import each other, so the music
 * widget registers its controls here and the Pomodoro timer (spec 002: fade out over the last
 * musicFadeOutDuration seconds, back in over 3 s after 15 s of count-up) calls them through this module.
 * With no player registered (its chunk not loaded yet) every call is a harmless no-op.
 */
export interface MusicFadeControls {
  /** Lowers the volume to silence over `seconds`, then pauses; resolves when done (or interrupted). */
  fadeOut(seconds: number): Promise<void>;
  /** Resumes the track paused by fadeOut and raises the volume back to the user's level over `seconds`. */
  fadeIn(seconds: number): Promise<void>;
  /** True while a track is audibly playing. */
  isPlaying(): boolean;
}

let registered: MusicFadeControls | null = null;
const libraryListeners = new Set<() => void>();

export const musicFade = {
  fadeOut(seconds: number): Promise<void> {
    return registered ? registered.fadeOut(seconds) : Promise.resolve();
  },
  fadeIn(seconds: number): Promise<void> {
    return registered ? registered.fadeIn(seconds) : Promise.resolve();
  },
  isPlaying(): boolean {
    return registered ? registered.isPlaying() : false;
  },
};

/** Called by the music widget; returns the unregister function. */
export function registerMusicPlayer(controls: MusicFadeControls): () => void {
  registered = controls;
  return () => {
    if (registered === controls) registered = null;
  };
}

/** The player bar's library button asks the shell to open the library panel. */
export function requestMusicLibrary(): void {
  for (const listener of [...libraryListeners]) listener();
}

/** The shell listens here; returns the unsubscribe function. */
export function onMusicLibraryRequest(listener: () => void): () => void {
  libraryListeners.add(listener);
  return () => {
    libraryListeners.delete(listener);
  };
}

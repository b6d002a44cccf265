import { describe, expect, it, vi } from 'vitest';
import { musicFade, onMusicLibraryRequest, registerMusicPlayer, requestMusicLibrary } from './music-fade';

describe('musicFade', () => {
  it('does nothing until a player registers, then forwards to it until it leaves', async () => {
    expect(musicFade.isPlaying()).toBe(false);
    await expect(musicFade.fadeOut(5)).resolves.toBeUndefined();
    const controls = { fadeOut: vi.fn(async () => {}), fadeIn: vi.fn(async () => {}), isPlaying: () => true };
    const unregister = registerMusicPlayer(controls);
    await musicFade.fadeOut(5);
    await musicFade.fadeIn(3);
    expect(controls.fadeOut).toHaveBeenCalledWith(5);
    expect(controls.fadeIn).toHaveBeenCalledWith(3);
    expect(musicFade.isPlaying()).toBe(true);
    unregister();
    expect(musicFade.isPlaying()).toBe(false);
  });

  it('passes the library request to the shell while it listens', () => {
    const open = vi.fn();
    const stop = onMusicLibraryRequest(open);
    requestMusicLibrary();
    stop();
    requestMusicLibrary();
    expect(open).toHaveBeenCalledTimes(1);
  });
});

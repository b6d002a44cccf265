import type { CatalogTrack } from '@lodestar/core';
import { VolumeFader } from './volume-fader';

/**
 * The page's audio element: the file it holds, the volume it plays at and the fades that move it (a
 * change of track, the Pomodoro timer's fade out and back in).
 */
export class AudioOutput {
  readonly audio: HTMLAudioElement;
  private readonly fader: VolumeFader;
  private pausedByFade = false;
  /** The track whose file the audio element holds: files are fetched only when the user plays. */
  private attachedId: string | null = null;

  /** `targetVolume` is the gain the synced volume and mute ask for. */
  constructor(private readonly targetVolume: () => number) {
    this.audio = document.createElement('audio');
    // Nothing is downloaded before Play (a track is about 1.4 MB): the file is attached in play().
    this.audio.preload = 'none';
    this.audio.dataset.musicPlayer = '';
    this.audio.hidden = true;
    document.body.append(this.audio);
    this.fader = new VolumeFader(this.audio);
  }

  /** Gives the audio element a track's file, once per track. */
  attach(track: CatalogTrack | null) {
    if (!track || this.attachedId === track.id) return;
    this.attachedId = track.id;
    this.audio.preload = 'auto';
    this.audio.src = track.url;
  }

  /** Seconds into the current track (0 while its file is not attached yet). */
  position(currentId: string | null): number {
    return this.attachedId === currentId ? this.audio.currentTime : 0;
  }

  /** The current track's length in seconds; NaN until its file is attached and its length known. */
  duration(currentId: string | null): number {
    return this.attachedId === currentId ? this.audio.duration : Number.NaN;
  }

  /** Moves within the current track (the progress bar). */
  seek(currentId: string | null, seconds: number) {
    if (this.attachedId !== currentId || !Number.isFinite(seconds)) return;
    this.audio.currentTime = Math.max(0, seconds);
  }

  isPlaying() {
    return !this.audio.paused && this.audio.volume > 0;
  }

  /** The user took over: a later fadeIn no longer resumes what a fadeOut paused. */
  forgetFadePause() {
    this.pausedByFade = false;
  }

  /** Plays the attached file; false when the browser did not. */
  async start(): Promise<boolean> {
    try {
      await this.audio.play();
      return true;
    } catch {
      // Refused (autoplay before a gesture) or interrupted by a newer choice: the bar shows Play.
      return false;
    }
  }

  pause() {
    this.pausedByFade = false;
    this.fader.cancel();
    this.audio.pause();
  }

  fadeTo(volume: number, ms: number) {
    return this.fader.fadeTo(volume, ms);
  }

  fadeToTarget(ms: number) {
    return this.fader.fadeTo(this.targetVolume(), ms);
  }

  /** Follows the synced volume and mute (also a change made on another device). */
  applyVolume() {
    if (this.fader.fading || this.pausedByFade) return;
    this.audio.volume = this.targetVolume();
  }

  async fadeOut(seconds: number) {
    if (this.audio.paused) return;
    const done = await this.fader.fadeTo(0, seconds * 1000);
    if (done) {
      this.audio.pause();
      this.pausedByFade = true;
    }
  }

  async fadeIn(seconds: number) {
    if (!this.pausedByFade) return;
    this.pausedByFade = false;
    this.audio.volume = 0;
    try {
      await this.audio.play();
    } catch {
      return;
    }
    await this.fader.fadeTo(this.targetVolume(), seconds * 1000);
  }
}

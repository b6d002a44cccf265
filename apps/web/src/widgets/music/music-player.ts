import { FAVORITES_PLAYLIST_ID, catalogTracks, type CatalogTrack, type MusicCatalog, type Playlist } from '@lodestar/core';
import { registerMusicPlayer } from '../../lib/music-fade';
import { AudioOutput } from './audio-output';
import { updateMediaSession } from './media-session';
import {
  hideTrack,
  musicSettings,
  recordTrackPlay,
  saveVolume,
  targetGain,
  toggleFavoriteTrack,
  toggleMuted,
  unhideTracks,
  type MusicSection,
} from './music-storage';
import { preloadTracks } from './preloader';
import { RenderWait, type Preparing } from './render-watch';
import { TrackSelection } from './track-selection';

export interface PlayerState {
  catalog: MusicCatalog | null;
  catalogFailed: boolean;
  trackId: string | null;
  playing: boolean;
  /** The playlist being played (its 'Playing' badge), or null for the genre. */
  playlistId: string | null;
  shuffle: boolean;
  /** A Play waiting for its file ('Preparing… 40 %'); null when nothing waits. */
  preparing: Preparing | null;
}

const TRANSITION_MS = 400;
const MAX_SKIPS = 3;

/**
 * The one music player of the page: an audio element, what plays and what comes next. The player bar
 * and the library panel (two React trees) share it; the synced section is bound by the player bar.
 */
export class MusicPlayer {
  readonly audio: HTMLAudioElement;
  private readonly output: AudioOutput;
  private state: PlayerState = { catalog: null, catalogFailed: false, trackId: null, playing: false, playlistId: null, shuffle: false, preparing: null };
  private readonly listeners = new Set<() => void>();
  private section: MusicSection | null = null;
  private readonly selection = new TrackSelection({ state: () => this.state, data: () => this.section?.data });
  private recordedFor: string | null = null;
  private autoplayTried = false;
  private failures = 0;
  /** The synced section has loaded: until then its data are defaults (Lo-Fi), never the user's genre. */
  private ready = false;
  /** The user picked what plays (Play, a track, a genre, a playlist): the player no longer picks for them. */
  private chosen = false;
  private readonly wait = new RenderWait((preparing) => this.set({ preparing }));

  constructor() {
    this.output = new AudioOutput(() => targetGain(this.section?.data));
    this.audio = this.output.audio;
    this.audio.addEventListener('play', () => this.set({ playing: true }));
    this.audio.addEventListener('pause', () => {
      this.wait.end();
      this.set({ playing: false });
    });
    this.audio.addEventListener('playing', () => {
      this.wait.end();
      this.failures = 0;
      this.recordCurrent();
    });
    // A track that cannot load is passed over while music plays (a few in a row at most: offline stops it).
    this.audio.addEventListener('error', () => {
      this.wait.end();
      if (!this.state.playing || this.failures >= MAX_SKIPS) return;
      this.failures += 1;
      void this.next();
    });
    this.audio.addEventListener('ended', () => void this.next());
    registerMusicPlayer({ fadeOut: (s) => this.fadeOut(s), fadeIn: (s) => this.fadeIn(s), isPlaying: () => this.isPlaying() });
    updateMediaSession(this, null, null);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private set(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
    updateMediaSession(this, this.track(this.state.trackId), this.state.playing);
  }

  setCatalog(catalog: MusicCatalog | null, failed = false) {
    this.set({ catalog, catalogFailed: failed });
    this.ensureTrack();
  }

  /** Called by the player bar on every render with the synced section. */
  bind(section: MusicSection, ready: boolean) {
    this.section = section;
    if (!ready) return;
    this.ready = true;
    this.output.applyVolume();
    this.ensureTrack();
    if (!this.autoplayTried && this.state.catalog && this.state.trackId) {
      this.autoplayTried = true;
      if (musicSettings().autoplay) void this.play();
    }
  }

  track(id: string | null): CatalogTrack | null {
    if (!id || !this.state.catalog) return null;
    return catalogTracks(this.state.catalog).find((track) => track.id === id) ?? null;
  }

  playlists(): Playlist[] {
    return this.selection.playlists();
  }

  /**
   * Makes sure the bar names the track Play will start: a track of the list the player moves through (the
   * saved genre, once the section has loaded), unless the user chose one.
   */
  private ensureTrack() {
    if (!this.state.catalog || !this.section || !this.ready) return;
    const id = this.state.trackId;
    // What plays is what the bar names, until it ends.
    if (id !== null && this.state.playing) return;
    const usable = id !== null && this.track(id) !== null && !this.selection.hidden(id);
    if (usable && (this.chosen || this.selection.includes(id))) return;
    const next = this.selection.first(this.section.data.playHistory);
    if (next) this.load(next);
    else this.set({ trackId: null });
  }

  /** Makes `id` the current track (its title shows at once); its file is attached when it plays. */
  private load(id: string) {
    if (!this.track(id)) return;
    if (id !== this.state.trackId) this.recordedFor = null;
    this.set({ trackId: id });
  }

  /** Seconds into the current track (0 while its file is not attached yet). */
  position(): number {
    return this.output.position(this.state.trackId);
  }

  /** The current track's length in seconds; NaN until its file is attached and its length known. */
  duration(): number {
    return this.output.duration(this.state.trackId);
  }

  /** Moves within the current track (the progress bar). */
  seek(seconds: number) {
    this.output.seek(this.state.trackId, seconds);
  }

  isPlaying() {
    return this.output.isPlaying();
  }

  /** Plays the current track; `volume` false leaves the volume to a fade that follows. */
  async play(volume = true) {
    this.output.forgetFadePause();
    this.chosen = true;
    if (!this.state.trackId) this.ensureTrack();
    const id = this.state.trackId;
    if (!id) return;
    if (volume) this.output.applyVolume();
    this.output.attach(this.track(id));
    // Not enough of the file yet (the server may still be rendering it): say so, and how far it has come.
    if (this.audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) this.wait.begin(id);
    if (await this.output.start()) this.preloadUpcoming();
    else if (this.audio.paused) this.wait.end();
  }

  pause() {
    this.output.pause();
  }

  toggle() {
    if (this.audio.paused) void this.play();
    else this.pause();
  }

  /** Moves to a track (its title shows at once), fading across when the setting is on and music is playing. */
  private async switchTo(id: string, remember = true) {
    const wasPlaying = !this.audio.paused;
    const fade = musicSettings().fadeTransitions;
    if (remember && this.state.trackId && this.state.trackId !== id) this.selection.remember(this.state.trackId);
    this.load(id);
    if (wasPlaying && fade) await this.output.fadeTo(0, TRANSITION_MS);
    // A newer choice made during the fade wins.
    if (this.state.trackId !== id) return;
    if (!wasPlaying && !this.state.playing) {
      // Paused: the previous file stops being the current one (Play attaches the new one).
      this.audio.pause();
      return;
    }
    if (fade) this.audio.volume = 0;
    await this.play(!fade);
    if (fade) await this.output.fadeToTarget(TRANSITION_MS);
  }

  async next() {
    const section = this.section;
    if (!section) return;
    this.chosen = true;
    const id = this.selection.next(section.data.playHistory);
    const keepPlaying = !this.audio.paused || this.audio.ended;
    if (!id) return;
    if (keepPlaying) this.set({ playing: true });
    await this.switchTo(id);
    if (keepPlaying && this.audio.paused) await this.play();
  }

  async previous() {
    this.chosen = true;
    const action = this.selection.back(this.position());
    if (action.kind === 'restart') {
      this.seek(0);
      return;
    }
    await this.switchTo(action.trackId, false);
  }

  /** Plays one track now (from the library's lists). */
  async playTrack(id: string) {
    this.chosen = true;
    this.set({ playing: true });
    await this.switchTo(id);
    await this.play();
  }

  selectGenre(genre: string) {
    const section = this.section;
    if (!section) return;
    this.chosen = true;
    // Switching genre clears the playlist and turns shuffle off.
    section.setField('currentGenre', genre);
    this.set({ playlistId: null, shuffle: false });
    this.selection.clearQueue();
    // The next track comes from the chosen genre: the bound section still holds the previous one until
    // the bar renders again, so the list is asked for this genre by name.
    const next = this.selection.first(section.data.playHistory, genre);
    if (next && next !== this.state.trackId) void this.switchTo(next);
  }

  /**
   * Plays a playlist: Favorites shuffles (a queue drawn by recency), any other list plays in order; a
   * track picked in the playlist's list plays first, the playlist then goes on from it.
   */
  async playPlaylist(playlist: Playlist, startId?: string) {
    const section = this.section;
    if (!section || playlist.tracks.length === 0) return;
    this.chosen = true;
    if (playlist.genre) section.setField('currentGenre', playlist.genre);
    const shuffle = playlist.id === FAVORITES_PLAYLIST_ID;
    this.set({ playlistId: playlist.id, shuffle, playing: true });
    const first = this.selection.start(playlist, shuffle, startId, section.data.playHistory);
    await this.switchTo(first);
    await this.play();
  }

  hide(id: string) {
    if (!this.section) return;
    hideTrack(this.section, id);
    // Hiding the current track skips to the next.
    if (id === this.state.trackId) void this.next();
  }

  unhide(ids: readonly string[]) {
    if (this.section) unhideTracks(this.section, ids);
  }

  toggleFavorite(id: string) {
    if (this.section) toggleFavoriteTrack(this.section, id);
  }

  setVolume(volume: number) {
    if (this.section) saveVolume(this.section, volume);
  }

  /** Mute keeps the volume; unmute restores it (0.5 when it was zero). */
  toggleMute() {
    if (this.section) toggleMuted(this.section);
  }

  fadeOut(seconds: number) {
    return this.output.fadeOut(seconds);
  }

  fadeIn(seconds: number) {
    return this.output.fadeIn(seconds);
  }

  private recordCurrent() {
    const id = this.state.trackId;
    const section = this.section;
    if (!id || !section || this.recordedFor === id) return;
    this.recordedFor = id;
    recordTrackPlay(section, id);
  }

  /** On play: the next three tracks of the list (or queue), then more at low priority. */
  private preloadUpcoming() {
    const upcoming = this.selection.upcoming();
    preloadTracks(upcoming.map((id) => this.track(id)?.url).filter((url): url is string => Boolean(url)));
  }
}

let instance: MusicPlayer | null = null;

export function musicPlayer(): MusicPlayer {
  instance ??= new MusicPlayer();
  return instance;
}

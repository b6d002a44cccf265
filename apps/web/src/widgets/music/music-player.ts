import {
  FAVORITES_PLAYLIST_ID,
  MUSIC_PREFERENCES_KEY,
  buildPlaylists,
  catalogTracks,
  genrePlaylistId,
  parseMusicPreferences,
  previousAction,
  pushRecent,
  recordPlay,
  shuffleQueue,
  smartNext,
  volumeToGain,
  type CatalogTrack,
  type MusicCatalog,
  type musicSection,
  type Playlist,
} from '@lodestar/core';
import { registerMusicPlayer } from '../../lib/music-fade';
import type { SectionHandle } from '../../lib/sync';
import { updateMediaSession } from './media-session';
import { preloadTracks } from './preloader';
import { VolumeFader } from './volume-fader';

export interface PlayerState {
  catalog: MusicCatalog | null;
  catalogFailed: boolean;
  trackId: string | null;
  playing: boolean;
  /** The playlist being played (its 'Playing' badge), or null for the genre. */
  playlistId: string | null;
  shuffle: boolean;
}

type Section = SectionHandle<typeof musicSection>;

const TRANSITION_MS = 400;
const HISTORY_LIMIT = 50;
const MAX_SKIPS = 3;

const musicSettings = () => {
  try {
    return parseMusicPreferences(window.localStorage.getItem(MUSIC_PREFERENCES_KEY));
  } catch {
    return parseMusicPreferences(null);
  }
};

/**
 * The one music player of the page: an audio element, what plays and what comes next. The player bar
 * and the library panel (two React trees) share it; the synced section is bound by the player bar.
 */
export class MusicPlayer {
  readonly audio: HTMLAudioElement;
  private readonly fader: VolumeFader;
  private state: PlayerState = { catalog: null, catalogFailed: false, trackId: null, playing: false, playlistId: null, shuffle: false };
  private readonly listeners = new Set<() => void>();
  private section: Section | null = null;
  /** Tracks played before the current one, for Previous. */
  private played: string[] = [];
  private queue: string[] = [];
  private recordedFor: string | null = null;
  private pausedByFade = false;
  private autoplayTried = false;
  private failures = 0;
  /** The track whose file the audio element holds: files are fetched only when the user plays. */
  private attachedId: string | null = null;

  constructor() {
    this.audio = document.createElement('audio');
    // Nothing is downloaded before Play (a track is about 1.4 MB): the file is attached in play().
    this.audio.preload = 'none';
    this.audio.dataset.musicPlayer = '';
    this.audio.hidden = true;
    document.body.append(this.audio);
    this.fader = new VolumeFader(this.audio);
    this.audio.addEventListener('play', () => this.set({ playing: true }));
    this.audio.addEventListener('pause', () => this.set({ playing: false }));
    this.audio.addEventListener('playing', () => {
      this.failures = 0;
      this.recordCurrent();
    });
    // A track that cannot load is passed over while music plays (a few in a row at most: offline stops it).
    this.audio.addEventListener('error', () => {
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
  bind(section: Section, ready: boolean) {
    const first = this.section === null;
    this.section = section;
    if (!ready) return;
    this.applyVolume();
    if (first || this.state.trackId === null) this.ensureTrack();
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
    if (!this.state.catalog) return [];
    const data = this.section?.data;
    return buildPlaylists(this.state.catalog, {
      favorites: new Set(Object.keys(data?.favorites ?? {})),
      blacklist: new Set(Object.keys(data?.blacklist ?? {})),
    });
  }

  /** The tracks the player moves through: the playlist's, or the current genre's, never a hidden one. */
  private list(genreOverride?: string): string[] {
    const playlists = this.playlists();
    const genre = genreOverride ?? this.section?.data.currentGenre;
    const id = (genreOverride ? null : this.state.playlistId) ?? (genre ? genrePlaylistId(genre) : null);
    const found = playlists.find((playlist) => playlist.id === id) ?? playlists.find((playlist) => playlist.category === 'genre');
    return found?.tracks ?? [];
  }

  private hidden(id: string) {
    return Boolean(this.section?.data.blacklist[id]);
  }

  private ensureTrack() {
    if (this.state.trackId && this.track(this.state.trackId) && !this.hidden(this.state.trackId)) return;
    if (!this.state.catalog || !this.section) return;
    const next = smartNext(this.list(), this.section.data.playHistory, null, Math.random);
    if (next) this.load(next);
    else this.set({ trackId: null });
  }

  /** Makes `id` the current track (its title shows at once); its file is attached when it plays. */
  private load(id: string) {
    if (!this.track(id)) return;
    if (id !== this.state.trackId) this.recordedFor = null;
    this.set({ trackId: id });
  }

  /** Gives the audio element the current track's file, once per track. */
  private attach() {
    const track = this.track(this.state.trackId);
    if (!track || this.attachedId === track.id) return;
    this.attachedId = track.id;
    this.audio.preload = 'auto';
    this.audio.src = track.url;
  }

  /** Seconds into the current track (0 while its file is not attached yet). */
  position(): number {
    return this.attachedId === this.state.trackId ? this.audio.currentTime : 0;
  }

  /** The current track's length in seconds; NaN until its file is attached and its length known. */
  duration(): number {
    return this.attachedId === this.state.trackId ? this.audio.duration : Number.NaN;
  }

  /** Moves within the current track (the progress bar). */
  seek(seconds: number) {
    if (this.attachedId !== this.state.trackId || !Number.isFinite(seconds)) return;
    this.audio.currentTime = Math.max(0, seconds);
  }

  isPlaying() {
    return !this.audio.paused && this.audio.volume > 0;
  }

  /** Plays the current track; `volume` false leaves the volume to a fade that follows. */
  async play(volume = true) {
    this.pausedByFade = false;
    if (!this.state.trackId) this.ensureTrack();
    if (!this.state.trackId) return;
    if (volume) this.applyVolume();
    this.attach();
    try {
      await this.audio.play();
      this.preloadUpcoming();
    } catch {
      // Refused (autoplay before a gesture) or interrupted by a newer choice: the bar shows Play.
    }
  }

  pause() {
    this.pausedByFade = false;
    this.fader.cancel();
    this.audio.pause();
  }

  toggle() {
    if (this.audio.paused) void this.play();
    else this.pause();
  }

  /** Moves to a track (its title shows at once), fading across when the setting is on and music is playing. */
  private async switchTo(id: string, remember = true) {
    const wasPlaying = !this.audio.paused;
    if (remember && this.state.trackId && this.state.trackId !== id) this.played = [...this.played, this.state.trackId].slice(-HISTORY_LIMIT);
    this.load(id);
    if (wasPlaying && musicSettings().fadeTransitions) await this.fader.fadeTo(0, TRANSITION_MS);
    // A newer choice made during the fade wins.
    if (this.state.trackId !== id) return;
    if (!wasPlaying && !this.state.playing) {
      // Paused: the previous file stops being the current one (Play attaches the new one).
      this.audio.pause();
      return;
    }
    const fade = musicSettings().fadeTransitions;
    if (fade) this.audio.volume = 0;
    await this.play(!fade);
    if (fade) await this.fader.fadeTo(this.targetVolume(), TRANSITION_MS);
  }

  async next() {
    const section = this.section;
    if (!section) return;
    let id: string | null = null;
    if (this.state.shuffle) {
      while (this.queue.length > 0 && !id) {
        const candidate = this.queue.shift()!;
        if (!this.hidden(candidate) && candidate !== this.state.trackId) id = candidate;
      }
      if (!id) {
        this.queue = shuffleQueue(this.list(), section.data.playHistory, Math.random).filter((t) => t !== this.state.trackId);
        id = this.queue.shift() ?? null;
      }
    } else {
      id = smartNext(this.list(), section.data.playHistory, this.state.trackId, Math.random);
    }
    const keepPlaying = !this.audio.paused || this.audio.ended;
    if (!id) return;
    if (keepPlaying) this.set({ playing: true });
    await this.switchTo(id);
    if (keepPlaying && this.audio.paused) await this.play();
  }

  async previous() {
    const action = previousAction(this.position(), this.played);
    if (action.kind === 'restart') {
      this.seek(0);
      return;
    }
    this.played = this.played.slice(0, -1);
    await this.switchTo(action.trackId, false);
  }

  /** Plays one track now (from the library's lists). */
  async playTrack(id: string) {
    this.set({ playing: true });
    await this.switchTo(id);
    await this.play();
  }

  selectGenre(genre: string) {
    const section = this.section;
    if (!section) return;
    // Switching genre clears the playlist and turns shuffle off.
    section.setField('currentGenre', genre);
    this.set({ playlistId: null, shuffle: false });
    this.queue = [];
    // The next track comes from the chosen genre: the bound section still holds the previous one until
    // the bar renders again, so the list is asked for this genre by name.
    const next = smartNext(this.list(genre), section.data.playHistory, null, Math.random);
    if (next && next !== this.state.trackId) void this.switchTo(next);
  }

  /**
   * Plays a playlist: Favorites shuffles (a queue drawn by recency), any other list plays in order; a
   * track picked in the playlist's list plays first, the playlist then goes on from it.
   */
  async playPlaylist(playlist: Playlist, startId?: string) {
    const section = this.section;
    if (!section || playlist.tracks.length === 0) return;
    if (playlist.genre) section.setField('currentGenre', playlist.genre);
    const shuffle = playlist.id === FAVORITES_PLAYLIST_ID;
    this.set({ playlistId: playlist.id, shuffle, playing: true });
    const picked = startId && playlist.tracks.includes(startId) ? startId : null;
    this.queue = shuffle ? shuffleQueue(playlist.tracks, section.data.playHistory, Math.random).filter((id) => id !== picked) : [];
    const first = picked ?? (shuffle ? this.queue.shift()! : playlist.tracks[0]!);
    await this.switchTo(first);
    await this.play();
  }

  hide(id: string) {
    const section = this.section;
    if (!section) return;
    section.transact((w) => {
      w.putRecord('blacklist', id, { at: Date.now() });
      w.removeRecord('favorites', id);
    });
    // Hiding the current track skips to the next.
    if (id === this.state.trackId) void this.next();
  }

  unhide(ids: readonly string[]) {
    const section = this.section;
    if (!section) return;
    section.transact((w) => ids.forEach((id) => w.removeRecord('blacklist', id)));
  }

  toggleFavorite(id: string) {
    const section = this.section;
    if (!section) return;
    if (section.data.favorites[id]) section.removeRecord('favorites', id);
    else section.putRecord('favorites', id, { at: Date.now() });
  }

  setVolume(volume: number) {
    const section = this.section;
    if (!section) return;
    section.transact((w) => {
      w.setField('volume', Math.round(volume));
      if (volume > 0 && section.data.muted) w.setField('muted', false);
    });
  }

  /** Mute keeps the volume; unmute restores it (0.5 when it was zero). */
  toggleMute() {
    const section = this.section;
    if (!section) return;
    const { muted, volume } = section.data;
    section.transact((w) => {
      w.setField('muted', !muted);
      if (muted && volume === 0) w.setField('volume', 50);
    });
  }

  private targetVolume() {
    const data = this.section?.data;
    if (!data || data.muted) return 0;
    return volumeToGain(data.volume);
  }

  /** Follows the synced volume and mute (also a change made on another device). */
  private applyVolume() {
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

  private recordCurrent() {
    const id = this.state.trackId;
    const section = this.section;
    if (!id || !section || this.recordedFor === id) return;
    this.recordedFor = id;
    const now = Date.now();
    section.transact((w) => {
      w.setField('recentlyPlayed', pushRecent(section.data.recentlyPlayed, id));
      w.putRecord('playHistory', id, recordPlay(section.data.playHistory[id], now));
    });
  }

  /** On play: the next three tracks of the list (or queue), then more at low priority. */
  private preloadUpcoming() {
    const list = this.state.shuffle ? this.queue : this.list();
    const start = Math.max(0, list.indexOf(this.state.trackId ?? '') + 1);
    const upcoming = [...list.slice(start), ...list.slice(0, start)].filter((id) => id !== this.state.trackId);
    preloadTracks(upcoming.map((id) => this.track(id)?.url).filter((url): url is string => Boolean(url)));
  }
}

let instance: MusicPlayer | null = null;

export function musicPlayer(): MusicPlayer {
  instance ??= new MusicPlayer();
  return instance;
}

import {
  buildPlaylists,
  genrePlaylistId,
  previousAction,
  shuffleQueue,
  smartNext,
  type MusicCatalog,
  type PlayHistory,
  type Playlist,
  type PreviousAction,
} from '@lodestar/core';
import type { MusicSection } from './music-storage';

const HISTORY_LIMIT = 50;

/** What the selection reads of the player: the catalogue and what plays now, and the bound section's data. */
export interface SelectionSource {
  state(): { catalog: MusicCatalog | null; trackId: string | null; playlistId: string | null; shuffle: boolean };
  data(): MusicSection['data'] | undefined;
}

/** Which track plays: the lists the player moves through, the shuffle queue ahead, the tracks played before. */
export class TrackSelection {
  /** Tracks played before the current one, for Previous. */
  private played: string[] = [];
  private queue: string[] = [];

  constructor(private readonly source: SelectionSource) {}

  playlists(): Playlist[] {
    const { catalog } = this.source.state();
    if (!catalog) return [];
    const data = this.source.data();
    return buildPlaylists(catalog, {
      favorites: new Set(Object.keys(data?.favorites ?? {})),
      blacklist: new Set(Object.keys(data?.blacklist ?? {})),
    });
  }

  /** The tracks the player moves through: the playlist's, or the current genre's, never a hidden one. */
  private list(genreOverride?: string): string[] {
    const playlists = this.playlists();
    const genre = genreOverride ?? this.source.data()?.currentGenre;
    const id = (genreOverride ? null : this.source.state().playlistId) ?? (genre ? genrePlaylistId(genre) : null);
    const found = playlists.find((playlist) => playlist.id === id) ?? playlists.find((playlist) => playlist.category === 'genre');
    return found?.tracks ?? [];
  }

  /** Whether a track is one of the list the player moves through now. */
  includes(id: string) {
    return this.list().includes(id);
  }

  hidden(id: string) {
    return Boolean(this.source.data()?.blacklist[id]);
  }

  /** A track to start from: the first of the list (or of `genre`'s) by the smart order. */
  first(history: PlayHistory, genre?: string): string | null {
    return smartNext(this.list(genre), history, null, Math.random);
  }

  next(history: PlayHistory): string | null {
    const { trackId, shuffle } = this.source.state();
    if (!shuffle) return smartNext(this.list(), history, trackId, Math.random);
    while (this.queue.length > 0) {
      const candidate = this.queue.shift()!;
      if (!this.hidden(candidate) && candidate !== trackId) return candidate;
    }
    this.queue = shuffleQueue(this.list(), history, Math.random).filter((id) => id !== trackId);
    return this.queue.shift() ?? null;
  }

  /**
   * Sets out a playlist and returns the track it starts with: `startId` when it is one of the playlist's,
   * else the first of the queue (shuffled, drawn by recency) or of the list (in order).
   */
  start(playlist: Playlist, shuffle: boolean, startId: string | undefined, history: PlayHistory): string {
    const picked = startId && playlist.tracks.includes(startId) ? startId : null;
    this.queue = shuffle ? shuffleQueue(playlist.tracks, history, Math.random).filter((id) => id !== picked) : [];
    return picked ?? (shuffle ? this.queue.shift()! : playlist.tracks[0]!);
  }

  clearQueue() {
    this.queue = [];
  }

  /** Notes the track being left, for Previous. */
  remember(id: string) {
    this.played = [...this.played, id].slice(-HISTORY_LIMIT);
  }

  /** Previous: restart the current track, or go back to the one played before it (then forgotten). */
  back(position: number): PreviousAction {
    const action = previousAction(position, this.played);
    if (action.kind === 'play') this.played = this.played.slice(0, -1);
    return action;
  }

  /** The tracks after the current one in the list (or the queue), wrapping round: those to preload. */
  upcoming(): string[] {
    const { trackId, shuffle } = this.source.state();
    const list = shuffle ? this.queue : this.list();
    const start = Math.max(0, list.indexOf(trackId ?? '') + 1);
    return [...list.slice(start), ...list.slice(0, start)].filter((id) => id !== trackId);
  }
}

import { useState } from 'react';
import { CaretDown, CaretRight, Play } from '@phosphor-icons/react';
import {
  PLAYLIST_CATEGORIES,
  PLAYLIST_CATEGORY_NAMES,
  filterPlaylists,
  playlistReason,
  toggleCategory,
  type CatalogTrack,
  type Playlist,
  type PlaylistCategory,
  plural,
} from '@lodestar/core';
import { TrackList } from './library-tracks';

interface LibraryPlaylistsProps {
  playlists: readonly Playlist[];
  activeId: string | null;
  /** The track playing now, marked in an opened playlist. */
  currentId: string | null;
  track(id: string): CatalogTrack | undefined;
  /** Plays the playlist, from `trackId` when one was picked in its list. */
  onPlay(playlist: Playlist, trackId?: string): void;
}

/**
 * The Playlists tab: category filters (a second click clears), then each playlist: its name opens it to
 * its tracks (with why each is in a smart playlist), its play button plays it.
 */
export function LibraryPlaylists({ playlists, activeId, currentId, track, onPlay }: LibraryPlaylistsProps) {
  const [category, setCategory] = useState<PlaylistCategory | null>(null);
  // The playlist whose tracks are listed (one at a time keeps the panel short).
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = filterPlaylists(playlists, category);
  return (
    <div className="music-library__section">
      <div className="music-library__filters" role="group" aria-label="Filter playlists">
        {PLAYLIST_CATEGORIES.map((id) => (
          <button
            key={id}
            type="button"
            className="music-library__chip"
            aria-pressed={category === id}
            onClick={() => setCategory((current) => toggleCategory(current, id))}
          >
            {PLAYLIST_CATEGORY_NAMES[id]}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="music-library__empty">No playlists in this category</p>
      ) : (
        <ul className="music-library__list" aria-label="Playlists">
          {shown.map((playlist) => {
            const empty = playlist.tracks.length === 0;
            const playing = playlist.id === activeId;
            const open = openId === playlist.id;
            const tracks = open ? playlist.tracks.map(track).filter((item): item is CatalogTrack => Boolean(item)) : [];
            const listId = `playlist-tracks-${playlist.id}`;
            return (
              <li key={playlist.id} className="music-library__row music-library__row--playlist" data-active={playing}>
                {/* The whole name opens the playlist: that is where a person clicks ('Deep Focus · 10 tracks'). */}
                <button
                  type="button"
                  className="music-library__text music-library__opener"
                  aria-expanded={open}
                  aria-controls={open ? listId : undefined}
                  disabled={empty}
                  onClick={() => setOpenId(open ? null : playlist.id)}
                >
                  <span className="music-library__name">
                    {open ? <CaretDown size={14} aria-hidden="true" /> : <CaretRight size={14} aria-hidden="true" />}
                    {playlist.name}
                    {playing && <span className="music-library__badge">Playing</span>}
                  </span>
                  {empty ? (
                    <span className="music-library__meta">No tracks available</span>
                  ) : (
                    <span className="music-library__meta music-library__meta--split">
                      {playlist.description && <span className="music-library__description">{playlist.description}</span>}
                      <span className="music-library__count">{plural(playlist.tracks.length, 'track')}</span>
                    </span>
                  )}
                </button>
                <button type="button" className="music-bar__button" aria-label={`Play ${playlist.name}`} disabled={empty} onClick={() => onPlay(playlist)}>
                  <Play size={18} weight="fill" aria-hidden="true" />
                </button>
                {open && (
                  <div className="music-library__tracks" id={listId}>
                    <TrackList
                      label={`Tracks of ${playlist.name}`}
                      tracks={tracks}
                      currentId={currentId}
                      reason={(item) => playlistReason(item.tags, playlist)}
                      onPlay={(id) => onPlay(playlist, id)}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

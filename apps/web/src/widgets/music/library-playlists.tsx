import { useState } from 'react';
import { Play } from '@phosphor-icons/react';
import { PLAYLIST_CATEGORIES, PLAYLIST_CATEGORY_NAMES, filterPlaylists, toggleCategory, type Playlist, type PlaylistCategory } from '@lodestar/core';

interface LibraryPlaylistsProps {
  playlists: readonly Playlist[];
  activeId: string | null;
  onPlay(playlist: Playlist): void;
}

const trackCount = (n: number) => `${n} ${n === 1 ? 'track' : 'tracks'}`;

/** The Playlists tab: category filters (a second click clears), then each playlist with its play button. */
export function LibraryPlaylists({ playlists, activeId, onPlay }: LibraryPlaylistsProps) {
  const [category, setCategory] = useState<PlaylistCategory | null>(null);
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
            return (
              <li key={playlist.id} className="music-library__row" data-active={playing}>
                <div className="music-library__text">
                  <span className="music-library__name">
                    {playlist.name}
                    {playing && <span className="music-library__badge">Playing</span>}
                  </span>
                  {empty ? (
                    <span className="music-library__meta">No tracks available</span>
                  ) : (
                    <span className="music-library__meta music-library__meta--split">
                      {playlist.description && <span className="music-library__description">{playlist.description}</span>}
                      <span className="music-library__count">{trackCount(playlist.tracks.length)}</span>
                    </span>
                  )}
                </div>
                <button type="button" className="music-bar__button" aria-label={`Play ${playlist.name}`} disabled={empty} onClick={() => onPlay(playlist)}>
                  <Play size={18} weight="fill" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

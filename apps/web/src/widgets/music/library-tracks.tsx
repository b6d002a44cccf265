import type { ReactNode } from 'react';
import { Play } from '@phosphor-icons/react';
import { genreName, type CatalogTrack } from '@lodestar/core';

interface TrackListProps {
  label: string;
  tracks: readonly CatalogTrack[];
  currentId: string | null;
  onPlay(id: string): void;
  /** Extra buttons of a row (remove from favourites, Unhide). */
  actions?: (track: CatalogTrack) => ReactNode;
  playable?: boolean;
  /** Why a track is in the list (a smart playlist's rule), shown after its genre. */
  reason?: (track: CatalogTrack) => string | null;
}

/** A list of tracks with their genre, a play button and the row's own actions. */
export function TrackList({ label, tracks, currentId, onPlay, actions, reason, playable = true }: TrackListProps) {
  return (
    <ul className="music-library__list" aria-label={label}>
      {tracks.map((track) => {
        const why = reason?.(track);
        return (
          <li key={track.id} className="music-library__row" data-active={track.id === currentId}>
            <div className="music-library__text">
              <span className="music-library__name">{track.title}</span>
              <span className="music-library__meta">
                {genreName(track.genre)}
                {why && ` · ${why}`}
              </span>
            </div>
            {playable && (
              <button type="button" className="music-bar__button" aria-label={`Play ${track.title}`} onClick={() => onPlay(track.id)}>
                <Play size={18} weight="fill" aria-hidden="true" />
              </button>
            )}
            {actions?.(track)}
          </li>
        );
      })}
    </ul>
  );
}

import { useEffect } from 'react';
import { Heart, Pause, Play, Playlist, SkipBack, SkipForward, ThumbsDown } from '@phosphor-icons/react';
import { musicSection } from '@lodestar/core';
import { Select } from '../../components/ui/select';
import { useCommand } from '../../lib/commands';
import { requestMusicLibrary } from '../../lib/music-fade';
import { useSection } from '../../lib/sync';
import { MusicVisualizer } from './music-visualizer';
import { TrackProgress } from './track-progress';
import { useLegacyMigration } from './use-legacy-migration';
import { useMusicPlayer } from './use-music';
import { useMusicSettings } from './use-music-settings';
import { VolumeControl } from './volume-control';
import './music-widget.css';

/** The player bar fixed at the bottom of the dashboard (always visible). */
export function MusicWidget() {
  const section = useSection(musicSection);
  const { player, state } = useMusicPlayer();
  const settings = useMusicSettings();
  useLegacyMigration(section);
  useEffect(() => player.bind(section, section.ready), [player, section]);
  // The palette's and the 'm' key's play, pause and skip.
  useCommand('music', ({ action }) => {
    if (action === 'next') void player.next();
    else if (action === 'toggle') player.toggle();
    else if (action === 'play') void player.play();
    else player.pause();
  });

  const track = player.track(state.trackId);
  const favorite = Boolean(track && section.data.favorites[track.id]);
  const genres = state.catalog?.genres ?? [];
  const genre = genres.some((g) => g.id === section.data.currentGenre) ? section.data.currentGenre : genres[0]?.id;

  return (
    <>
      {/* Keeps the page's last content clear of the fixed bar. */}
      <div className="music-bar__spacer" aria-hidden="true" />
      <div className="music-bar">
        {genre && (
          <Select
            className="music-bar__genre"
            label="Genre"
            hideLabel
            value={genre}
            onValueChange={(value) => player.selectGenre(value)}
            options={genres.map((g) => ({ value: g.id, label: g.name }))}
          />
        )}
        <div className="music-bar__now">
          <p className="music-bar__title" aria-live="polite" title={track?.title}>
            {track ? track.title : 'No track'}
          </p>
          {/* Always there, so the bar keeps its height while the catalogue loads (no shift when the page goes live). */}
          <TrackProgress player={player} trackId={track?.id ?? null} />
        </div>
        <div className="music-bar__controls">
          <button type="button" className="music-bar__button" aria-label="Never play this track again" disabled={!track} onClick={() => track && player.hide(track.id)}>
            <ThumbsDown size={20} aria-hidden="true" />
          </button>
          <button type="button" className="music-bar__button" aria-label="Previous track" disabled={!track} onClick={() => void player.previous()}>
            <SkipBack size={20} weight="fill" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="music-bar__button music-bar__button--play"
            aria-label={state.playing ? 'Pause' : 'Play'}
            disabled={!track}
            onClick={() => player.toggle()}
          >
            {state.playing ? <Pause size={22} weight="fill" aria-hidden="true" /> : <Play size={22} weight="fill" aria-hidden="true" />}
          </button>
          <button type="button" className="music-bar__button" aria-label="Next track" disabled={!track} onClick={() => void player.next()}>
            <SkipForward size={20} weight="fill" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="music-bar__button"
            aria-label={favorite ? 'Remove from favorites' : 'Add to favorites'}
            aria-pressed={favorite}
            disabled={!track}
            onClick={() => track && player.toggleFavorite(track.id)}
          >
            <Heart size={20} weight={favorite ? 'fill' : 'regular'} aria-hidden="true" />
          </button>
          <VolumeControl
            volume={section.data.volume}
            muted={section.data.muted}
            onToggleMute={() => player.toggleMute()}
            onVolume={(volume) => player.setVolume(volume)}
          />
          <button type="button" className="music-bar__button" aria-label="Open music library" onClick={requestMusicLibrary}>
            <Playlist size={20} aria-hidden="true" />
          </button>
          {settings.visualizer && <MusicVisualizer audio={player.audio} playing={state.playing} />}
        </div>
      </div>
    </>
  );
}

import { useEffect, useState } from 'react';
import { Heart, Pause, Play, Playlist, SkipBack, SkipForward, ThumbsDown } from '@phosphor-icons/react';
import { musicSection, preparingLabel } from '@lodestar/core';
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

/**
 * The player, fixed at the bottom of the dashboard (always visible). Until the user first presses Play it is one
 * round play chip in a corner (the sidebar's foot; the phone's bottom bar); from then on a slim one-line pill.
 * The shell keeps room for either at the page's bottom, so no card is under it at the end of the page.
 */
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
  // Once played (here or from the library), the pill stays for the rest of the visit.
  const [started, setStarted] = useState(state.playing);
  if ((state.playing || state.preparing) && !started) setStarted(true);

  const playButton = (
    <button
      type="button"
      className="music-bar__button music-bar__button--play"
      aria-label={state.playing ? 'Pause' : 'Play'}
      disabled={!track}
      onClick={() => player.toggle()}
    >
      {state.playing ? <Pause size={20} weight="fill" aria-hidden="true" /> : <Play size={20} weight="fill" aria-hidden="true" />}
      <span className="music-bar__caption" aria-hidden="true">
        {state.playing ? 'Pause' : 'Play'}
      </span>
    </button>
  );

  if (!started) {
    return (
      <div className="music-bar music-bar--chip ui-surface" data-started="false">
        {/* What Play will start, for screen readers (the chip shows only its icon). */}
        <p className="music-bar__title visually-hidden">{track ? track.title : 'No track'}</p>
        {playButton}
      </div>
    );
  }

  return (
    <div className="music-bar ui-surface" data-started="true">
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
      <div className="music-bar__now" data-preparing={state.preparing ? '' : undefined}>
        <p className="music-bar__title" aria-live="polite" title={track?.title}>
          {track ? track.title : 'No track'}
        </p>
        {/* A first Play waiting for the server's render says so, and how far it has come. */}
        <p className="music-bar__status" role="status" data-snapshot-hide="">
          {state.preparing ? preparingLabel(state.preparing.progress) : ''}
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
        {playButton}
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
  );
}

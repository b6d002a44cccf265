import { useEffect, useState } from 'react';
import type { MusicPlayer } from './music-player';

export interface TrackProgress {
  /** Seconds into the current track. */
  position: number;
  /** The track's length in seconds; NaN until known (a file still being rendered has none yet). */
  duration: number;
}

const EVENTS = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked', 'emptied'] as const;

const readProgress = (player: MusicPlayer): TrackProgress => ({ position: player.position(), duration: player.duration() });

/** Follows the audio element's clock for the current track (0 and unknown before its file is attached). */
export function useTrackProgress(player: MusicPlayer, trackId: string | null): TrackProgress {
  const [progress, setProgress] = useState<TrackProgress>(() => readProgress(player));
  useEffect(() => {
    const read = () => readProgress(player);
    const update = () =>
      setProgress((current) => {
        const next = read();
        // timeupdate fires about four times a second: only a change of the shown second re-renders.
        const same = Math.floor(next.position) === Math.floor(current.position) && Object.is(next.duration, current.duration);
        return same ? current : next;
      });
    update();
    for (const name of EVENTS) player.audio.addEventListener(name, update);
    return () => {
      for (const name of EVENTS) player.audio.removeEventListener(name, update);
    };
    // trackId: a new track is read at once, before its first event.
  }, [player, trackId]);
  return progress;
}

import { formatTrackTime } from '@lodestar/core';
import { Slider } from '../../components/ui/slider';
import type { MusicPlayer } from './music-player';
import { useTrackProgress } from './use-track-progress';

/** The current track's elapsed and total time, and a bar along the player's top edge that seeks. */
export function TrackProgress({ player, trackId }: { player: MusicPlayer; trackId: string | null }) {
  const { position, duration } = useTrackProgress(player, trackId);
  const known = Number.isFinite(duration) && duration > 0;
  const elapsed = formatTrackTime(position);
  const total = formatTrackTime(known ? duration : Number.NaN);
  // Live values: a picture of the page (lib/snapshot) leaves them blank, and their ticking asks for no new one.
  return (
    <>
      <span className="music-bar__time" data-snapshot-hide="">
        <span aria-label="Elapsed">{elapsed}</span> / <span aria-label="Length">{total}</span>
      </span>
      <div className="music-bar__progress" data-snapshot-hide="">
        <Slider
          label="Track position"
          value={known ? Math.min(position, duration) : 0}
          min={0}
          max={known ? duration : 1}
          step={1}
          valueText={`${elapsed} of ${total}`}
          onValueChange={(seconds) => known && player.seek(seconds)}
        />
      </div>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { SpeakerHigh, SpeakerLow, SpeakerSlash } from '@phosphor-icons/react';
import { Slider } from '../../components/ui/slider';

/** The popup hides this long after the pointer leaves (spec 001 §9). */
export const VOLUME_HIDE_DELAY_MS = 500;

interface VolumeControlProps {
  volume: number;
  muted: boolean;
  onToggleMute(): void;
  onVolume(volume: number): void;
}

/** Mute button; the volume slider shows on hover (or keyboard focus) and hides 500 ms after leaving. */
export function VolumeControl({ volume, muted, onToggleMute, onVolume }: VolumeControlProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = () => {
    if (timer.current) clearTimeout(timer.current);
    setOpen(true);
  };
  const hideLater = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), VOLUME_HIDE_DELAY_MS);
  };
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const Icon = muted || volume === 0 ? SpeakerSlash : volume < 50 ? SpeakerLow : SpeakerHigh;
  return (
    <div className="music-bar__volume" onPointerEnter={show} onPointerLeave={hideLater} onFocus={show} onBlur={hideLater}>
      <button type="button" className="music-bar__button" aria-label={muted ? 'Unmute' : 'Mute'} aria-pressed={muted} onClick={onToggleMute}>
        <Icon size={20} aria-hidden="true" />
      </button>
      {open && (
        <div className="music-bar__volume-popup">
          <Slider label="Volume" value={muted ? 0 : volume} min={0} max={100} step={1} valueText={`${muted ? 0 : volume}%`} onValueChange={onVolume} />
        </div>
      )}
    </div>
  );
}

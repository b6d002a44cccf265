import { formatPresetMinutes, type TimerPreset } from '@lodestar/core';

interface PresetButtonsProps {
  presets: readonly TimerPreset[];
  selectedId: string;
  onPick(id: string): void;
}

/** The row of presets; the selected one is pressed. */
export function PresetButtons({ presets, selectedId, onPick }: PresetButtonsProps) {
  return (
    <div className="pomo-presets" role="group" aria-label="Presets">
      {presets.map((preset) => (
        <button
          key={preset.id}
          type="button"
          className="pomo-preset"
          aria-pressed={preset.id === selectedId}
          style={{ '--pomo-preset-color': preset.color } as React.CSSProperties}
          onClick={() => onPick(preset.id)}
        >
          {/* Named by what it shows, the times too ('Sprint 15m / 3m'): a visible label is part of the name (WCAG 2.5.3). */}
          <span className="pomo-preset__name">{preset.name}</span>{' '}
          <span className="pomo-preset__times">
            {formatPresetMinutes(preset.focus)} / {formatPresetMinutes(preset.break)}
          </span>
        </button>
      ))}
    </div>
  );
}

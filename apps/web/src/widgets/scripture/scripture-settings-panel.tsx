import { READING_MODES, SCRIPTURE_MESSAGES, type ReadingMode } from '@lodestar/core';
import { Checkbox } from '../../components/ui/checkbox';

const MODE_LABELS: Record<ReadingMode, string> = { reading: 'Reading', random: 'Random', favorites: 'Favorites' };

interface ScriptureSettingsPanelProps {
  includeKJV: boolean;
  includeLDS: boolean;
  readingMode: ReadingMode;
  onSources(next: { includeKJV: boolean; includeLDS: boolean }): void;
  onMode(mode: ReadingMode): void;
  onError(message: string): void;
}

/** Sources (at least one stays selected) and the reading mode. */
export function ScriptureSettingsPanel({ includeKJV, includeLDS, readingMode, onSources, onMode, onError }: ScriptureSettingsPanelProps) {
  const change = (next: { includeKJV: boolean; includeLDS: boolean }) => {
    if (!next.includeKJV && !next.includeLDS) return onError(SCRIPTURE_MESSAGES.atLeastOneSource);
    onSources(next);
  };
  return (
    <div className="scr-settings">
      <fieldset className="scr-settings__group">
        <legend>Scripture sources</legend>
        <Checkbox label="King James Bible" checked={includeKJV} onCheckedChange={(checked) => change({ includeKJV: checked, includeLDS })} />
        <Checkbox
          label="Latter-day scriptures"
          checked={includeLDS}
          onCheckedChange={(checked) => change({ includeKJV, includeLDS: checked })}
        />
      </fieldset>
      <fieldset className="scr-settings__group">
        <legend>Reading mode</legend>
        <div className="scr-settings__modes">
          {READING_MODES.map((mode) => (
            <label key={mode} className="scr-settings__mode">
              <input type="radio" name="scripture-reading-mode" value={mode} checked={readingMode === mode} onChange={() => onMode(mode)} />
              {MODE_LABELS[mode]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

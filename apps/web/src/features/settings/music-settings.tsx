import { MUSIC_PREFERENCES_KEY, parseMusicPreferences, type MusicPreferences } from '@lodestar/core';
import { ToggleRow } from './toggle-row';
import { useLocalPreference } from './use-local-preference';

const ROWS: { key: keyof MusicPreferences; label: string }[] = [
  { key: 'autoplay', label: 'Autoplay' },
  { key: 'fadeTransitions', label: 'Fade Transitions' },
  { key: 'visualizer', label: 'Visualizer' },
];

/** Music player preferences, kept on this device (playback is a per-device matter). */
export function MusicSettings() {
  const [prefs, setPrefs] = useLocalPreference(MUSIC_PREFERENCES_KEY, parseMusicPreferences);
  return (
    <div className="settings-list">
      {ROWS.map(({ key, label }) => (
        <ToggleRow key={key} label={label} checked={prefs[key]} onChange={(checked) => setPrefs({ ...prefs, [key]: checked })} />
      ))}
    </div>
  );
}

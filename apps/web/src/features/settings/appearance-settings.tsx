import { settingsSection, THEME_CHOICES, type ThemeChoice } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { useTheme } from '../../lib/theme';
import { ToggleRow } from './toggle-row';

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The theme: light, dark, or the system's (followed live); the start page's clock, 12 or 24 hours. */
export function AppearanceSettings() {
  const { choice, setChoice } = useTheme();
  const { data, setField } = useSection(settingsSection);
  return (
    <>
      <fieldset className="settings-choices">
        <legend className="settings-choices__legend">Theme</legend>
        {THEME_CHOICES.map((option) => (
          <label key={option} className="settings-choice">
            <input type="radio" name="theme" value={option} checked={choice === option} onChange={() => setChoice(option)} />
            <span>{LABELS[option]}</span>
          </label>
        ))}
      </fieldset>
      <ToggleRow label="24-hour clock" checked={!data.clock.hour12} onChange={(checked) => setField('clock', { hour12: !checked })} />
    </>
  );
}

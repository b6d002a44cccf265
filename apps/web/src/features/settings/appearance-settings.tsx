import { THEME_CHOICES, type ThemeChoice } from '@lodestar/core';
import { useTheme } from '../../lib/theme';

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The theme: light, dark, or the system's (followed live). */
export function AppearanceSettings() {
  const { choice, setChoice } = useTheme();
  return (
    <fieldset className="settings-choices">
      <legend className="settings-choices__legend">Theme</legend>
      {THEME_CHOICES.map((option) => (
        <label key={option} className="settings-choice">
          <input type="radio" name="theme" value={option} checked={choice === option} onChange={() => setChoice(option)} />
          <span>{LABELS[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}

import { settingsSection, THEME_CHOICES, type ThemeChoice } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { useTheme } from '../../lib/theme';
import { ThemePicker } from '../themes/theme-picker';
import { BackgroundSettings } from '../start-page/background-settings';
import { GreetingNameField } from '../start-page/greeting-name-field';
import { ToggleRow } from './toggle-row';

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/**
 * The theme: light, dark, or the system's (followed live); the style (the yearly plan's exclusive themes);
 * the start page's greeting name and clock, 12 or 24 hours.
 */
export function AppearanceSettings({ userId, onChangePlan }: { userId: string | null; onChangePlan(): void }) {
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
      <ThemePicker userId={userId} onChangePlan={onChangePlan} />
      <GreetingNameField />
      <ToggleRow label="24-hour clock" checked={!data.clock.hour12} onChange={(checked) => setField('clock', { hour12: !checked })} />
      <BackgroundSettings signedIn={userId !== null} />
    </>
  );
}

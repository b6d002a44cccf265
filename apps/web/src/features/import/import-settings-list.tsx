import type { ParsedImport } from '@lodestar/core';
import { Checkbox } from '../../components/ui/checkbox';
import type { SettingsChoices } from './apply-import';

interface ImportSettingsListProps {
  parsed: ParsedImport;
  choices: SettingsChoices;
  onChange(choices: SettingsChoices): void;
  disabled: boolean;
}

/** The start page settings the file maps onto (each may be left out), and those it cannot bring, with why. */
export function ImportSettingsList({ parsed, choices, onChange, disabled }: ImportSettingsListProps) {
  const { greetingName, hour12, background } = parsed.settings;
  const rows: { key: keyof SettingsChoices; label: string }[] = [];
  if (greetingName) rows.push({ key: 'greetingName', label: `Name in the greeting: ${greetingName}` });
  if (hour12 !== undefined) rows.push({ key: 'hour12', label: `Clock: ${hour12 ? '12-hour' : '24-hour'}` });
  if (background) rows.push({ key: 'background', label: `Background: ${background.name} (the closest to ${background.from})` });
  if (rows.length === 0 && parsed.skippedSettings.length === 0) return null;
  return (
    <section className="import-preview__group" aria-labelledby="import-settings-heading">
      <h3 id="import-settings-heading" className="import-preview__heading">
        Settings
      </h3>
      {rows.map((row) => (
        <Checkbox
          key={row.key}
          label={row.label}
          checked={choices[row.key]}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...choices, [row.key]: checked })}
        />
      ))}
      {parsed.skippedSettings.map((setting) => (
        <p key={setting.name} className="settings-muted">
          {setting.name} not brought over: {setting.reason}
        </p>
      ))}
    </section>
  );
}

import { nonNegotiablesSection, type NonNegotiablesSettings as Settings } from '@lodestar/core';
import { Switch } from '../../components/ui/switch';
import { TextField } from '../../components/ui/text-field';
import { useSection } from '../../lib/sync';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The list view's settings (also in the settings panel): completed items, day reset and the reminder. */
export function NonNegotiablesSettings() {
  const { data, setField } = useSection(nonNegotiablesSection);
  const settings = data.settings;
  const save = (next: Partial<Settings>) => setField('settings', { ...settings, ...next });
  return (
    <div className="nn-settings">
      <Switch label="Show completed items" checked={settings.showCompleted} onCheckedChange={(value) => save({ showCompleted: value })} />
      <TextField
        label="Day starts at"
        type="time"
        value={settings.resetTime}
        hint="Ticks before this time count for the day before."
        onChange={(event) => TIME.test(event.target.value) && save({ resetTime: event.target.value })}
      />
      <Switch label="Remind me when items are left" checked={settings.reminderEnabled} onCheckedChange={(value) => save({ reminderEnabled: value })} />
      <TextField
        label="Reminder time"
        type="time"
        value={settings.reminderTime}
        disabled={!settings.reminderEnabled}
        onChange={(event) => TIME.test(event.target.value) && save({ reminderTime: event.target.value })}
      />
    </div>
  );
}

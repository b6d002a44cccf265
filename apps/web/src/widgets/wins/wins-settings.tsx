import { winsSection, type WinsSettings as Settings } from '@lodestar/core';
import { Switch } from '../../components/ui/switch';
import { TextField } from '../../components/ui/text-field';
import { useSection } from '../../lib/sync';

/** The wins journal's settings: the top bar button and the daily popup. */
export function WinsSettings() {
  const { data, setField } = useSection(winsSection);
  const settings = data.settings;
  const save = (next: Partial<Settings>) => setField('settings', { ...settings, ...next });
  const popup = (next: Partial<Settings['autoPopup']>) => save({ autoPopup: { ...settings.autoPopup, ...next } });
  return (
    <div className="wins-settings">
      <Switch label="Show wins in the top bar" checked={settings.showInTopBar} onCheckedChange={(value) => save({ showInTopBar: value })} />
      <Switch label="Open my wins every day" checked={settings.autoPopup.enabled} onCheckedChange={(value) => popup({ enabled: value })} />
      <TextField
        label="Daily popup time"
        type="time"
        value={settings.autoPopup.time}
        disabled={!settings.autoPopup.enabled}
        onChange={(event) => /^\d{2}:\d{2}$/.test(event.target.value) && popup({ time: event.target.value })}
      />
      <Switch
        label="Only when the page first loads"
        checked={settings.autoPopup.onFirstLoadOnly}
        disabled={!settings.autoPopup.enabled}
        onCheckedChange={(value) => popup({ onFirstLoadOnly: value })}
      />
    </div>
  );
}

import { DAY_NAMES } from '@lodestar/core';
import { Checkbox } from '../../components/ui/checkbox';
import { TextField } from '../../components/ui/text-field';
import type { TimeAudit } from './use-time-audit';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Working hours and days: prompts come only inside them. */
export function ScheduleSettings({ audit }: { audit: TimeAudit }) {
  const { settings } = audit.data;
  const setHours = (key: 'start' | 'end', value: string) => {
    if (CLOCK.test(value)) audit.saveSettings({ workingHours: { ...settings.workingHours, [key]: value } });
  };
  const toggleDay = (day: number, on: boolean) => {
    const days = new Set(settings.workingDays);
    if (on) days.add(day);
    else days.delete(day);
    audit.saveSettings({ workingDays: [...days].sort((a, b) => a - b) });
  };
  return (
    <div className="ta-form">
      <div className="ta-edit__row">
        <TextField label="Start time" type="time" value={settings.workingHours.start} onChange={(event) => setHours('start', event.target.value)} />
        <TextField label="End time" type="time" value={settings.workingHours.end} onChange={(event) => setHours('end', event.target.value)} />
      </div>
      <fieldset className="ta-days">
        <legend className="ta-setting__label">Working days</legend>
        {DAY_NAMES.map((name, day) => (
          <Checkbox key={name} label={name} checked={settings.workingDays.includes(day)} onCheckedChange={(on) => toggleDay(day, on)} />
        ))}
      </fieldset>
    </div>
  );
}

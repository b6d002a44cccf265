import { TIME_SLOT_NAMES, type TimeSlotName } from '@lodestar/core';
import { Checkbox } from '../../components/ui/checkbox';
import { TextField } from '../../components/ui/text-field';
import type { ReviewSection } from './review-section';

const LABELS: Record<TimeSlotName, string> = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' };
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The time slots: each enabled or not, its start and end saved (the overlay's schedule reads them). */
export function ScheduleTab({ section }: { section: ReviewSection }) {
  const { data } = section;
  const enabled = data.scheduleSettings.enabledTimeSlots;
  const setEnabled = (slot: TimeSlotName, on: boolean) =>
    section.setField('scheduleSettings', {
      ...data.scheduleSettings,
      enabledTimeSlots: TIME_SLOT_NAMES.filter((name) => (name === slot ? on : enabled.includes(name))),
    });
  const setTime = (slot: TimeSlotName, edge: 'start' | 'end', value: string) => {
    if (!TIME.test(value)) return;
    section.setField('timeSlots', { ...data.timeSlots, [slot]: { ...data.timeSlots[slot], [edge]: value } });
  };

  return (
    <div className="rg-schedule">
      <p className="rg-schedule__hint">The review opens once in each checked slot, the first time the dashboard is open in it.</p>
      {TIME_SLOT_NAMES.map((slot) => (
        <fieldset key={slot} className="rg-schedule__slot">
          <legend className="visually-hidden">{LABELS[slot]}</legend>
          <Checkbox label={LABELS[slot]} checked={enabled.includes(slot)} onCheckedChange={(on) => setEnabled(slot, on)} />
          <div className="rg-schedule__times">
            <TextField label={`${LABELS[slot]} start`} type="time" value={data.timeSlots[slot].start} onChange={(event) => setTime(slot, 'start', event.target.value)} />
            <TextField label={`${LABELS[slot]} end`} type="time" value={data.timeSlots[slot].end} onChange={(event) => setTime(slot, 'end', event.target.value)} />
          </div>
        </fieldset>
      ))}
    </div>
  );
}

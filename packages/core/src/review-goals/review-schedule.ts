import { dayKey, minutesOfDay, minutesOfTime } from '../non-negotiables/day-key';
import { TIME_SLOT_NAMES, type ReviewGoalsData, type TimeSlotName } from './review-goals-section';

type ScheduleData = Pick<ReviewGoalsData, 'timeSlots' | 'scheduleSettings' | 'lastShown'>;

/** Whether `now` falls in a slot: start <= now < end (a slot ending before it starts runs past midnight). */
export function isInSlot(now: Date, slot: { start: string; end: string }): boolean {
  const start = minutesOfTime(slot.start);
  const end = minutesOfTime(slot.end);
  if (start === null || end === null || start === end) return false;
  const minute = minutesOfDay(now);
  return start < end ? start <= minute && minute < end : minute >= start || minute < end;
}

/** The slot `now` falls in among the enabled ones, whether or not it was shown. */
export function currentSlot(data: Pick<ReviewGoalsData, 'timeSlots' | 'scheduleSettings'>, now: Date): TimeSlotName | null {
  const enabled = new Set(data.scheduleSettings.enabledTimeSlots);
  return TIME_SLOT_NAMES.find((name) => enabled.has(name) && isInSlot(now, data.timeSlots[name])) ?? null;
}

/**
 * The slot to show the overlay for (spec 002 §4): the first enabled slot, in the order morning,
 * afternoon, evening, with start <= now < end and not yet shown today; null when there is none.
 */
export function slotToShow(data: ScheduleData, now: Date): TimeSlotName | null {
  const today = dayKey(now);
  const enabled = new Set(data.scheduleSettings.enabledTimeSlots);
  return (
    TIME_SLOT_NAMES.find(
      (name) => enabled.has(name) && isInSlot(now, data.timeSlots[name]) && data.lastShown[name]?.date !== today,
    ) ?? null
  );
}

/** The record closing the overlay writes: the slot it was shown in, marked for today. */
export function shownMark(now: Date): { date: string } {
  return { date: dayKey(now) };
}

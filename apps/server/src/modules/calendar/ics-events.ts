import ICAL from 'ical.js';
import { isTimeZone, zonedWallTime } from '@lodestar/core';
import { withinDay, type SourceEvent } from './source-event';

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

/** Recurrences walked per rule before giving up (a daily event started ten years ago is ~3,650). */
export const MAX_OCCURRENCES = 20_000;
/** Events (VEVENTs, moved occurrences included) read from one feed; a larger feed is refused whole. */
export const MAX_FEED_EVENTS = 25_000;

/** A feed the product will not read, with a message for its owner. */
export class FeedRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedRefusedError';
  }
}

/**
 * The instant of an iCalendar time. Zoned and UTC times are exact; a date (all-day) is the viewer's local
 * midnight; a floating time, or one whose TZID the feed did not define, is read as wall-clock time in
 * its TZID when that is an IANA name, else in the viewer's time zone.
 */
function toInstant(time: Time, timeZone: string): Date {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return zonedWallTime(date, '00:00:00', timeZone);
  const tzid = time.zone?.tzid;
  if (tzid === 'UTC' || (tzid && tzid !== 'floating' && time.zone?.component)) return new Date(time.toUnixTime() * 1000);
  const named = (time as Time & { timezone?: string }).timezone;
  const zone = named && isTimeZone(named) ? named : timeZone;
  return zonedWallTime(date, `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`, zone);
}

function text(component: Component, name: string): string | undefined {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : undefined;
}

function details(component: Component): Omit<SourceEvent, 'id' | 'start' | 'end' | 'isAllDay'> {
  const attendees = component.getAllProperties('attendee').map((property) => String(property.getFirstValue() ?? ''));
  const url = text(component, 'url');
  return {
    title: text(component, 'summary'),
    location: text(component, 'location'),
    description: text(component, 'description'),
    organizer: (() => {
      const value = component.getFirstPropertyValue('organizer');
      return value ? String(value) : undefined;
    })(),
    attendees,
    conferenceUrls: [text(component, 'x-google-conference'), url].filter((value): value is string => Boolean(value)),
  };
}

/**
 * Registers the feed's own time zone definitions so its zoned times convert exactly. ical.js keeps zones in
 * one registry per thread: it is emptied before and after each parse, so one feed's definition of a zone never
 * reads another feed's times, and no feed's zones stay in memory.
 */
function registerTimezones(root: Component): void {
  for (const definition of root.getAllSubcomponents('vtimezone')) {
    const tzid = definition.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string' && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(definition);
  }
}

/** Moved or changed occurrences by the UID of their series, in one pass over the feed. */
function exceptionsByUid(components: Component[]): Map<string, Component[]> {
  const byUid = new Map<string, Component[]>();
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) continue;
    const uid = text(component, 'uid') ?? '';
    const list = byUid.get(uid);
    if (list) list.push(component);
    else byUid.set(uid, [component]);
  }
  return byUid;
}

/**
 * Today's events of an iCalendar text (an ICS feed, or a CalDAV object): recurring events are expanded
 * (RRULE, RDATE, EXDATE and moved occurrences) and only occurrences overlapping the range are kept.
 */
export function eventsFromIcs(
  source: string,
  range: { start: Date; end: Date },
  timeZone: string,
  limit: number,
): SourceEvent[] {
  ICAL.TimezoneService.reset();
  try {
    return readEvents(source, range, timeZone, limit);
  } finally {
    ICAL.TimezoneService.reset();
  }
}

function readEvents(source: string, range: { start: Date; end: Date }, timeZone: string, limit: number): SourceEvent[] {
  // Counted in the text, before ical.js spends its time parsing a feed that is refused anyway.
  const count = source.match(/^BEGIN:VEVENT\r?$/gim)?.length ?? 0;
  if (count > MAX_FEED_EVENTS) {
    throw new FeedRefusedError(
      `This feed has ${count.toLocaleString('en-US')} events; Lodestar reads feeds of up to ${MAX_FEED_EVENTS.toLocaleString('en-US')}.`,
    );
  }
  const root = new ICAL.Component(ICAL.parse(source) as unknown[]);
  const components = root.getAllSubcomponents('vevent');
  registerTimezones(root);
  const exceptions = exceptionsByUid(components);
  const found: SourceEvent[] = [];
  for (const component of components) {
    if (component.hasProperty('recurrence-id')) continue;
    const status = text(component, 'status');
    if (status?.toUpperCase() === 'CANCELLED') continue;
    // Given its exceptions, ical.js does not search the whole feed for them once per event (quadratic).
    const event = new ICAL.Event(component, { exceptions: exceptions.get(text(component, 'uid') ?? '') ?? [] });
    const uid = event.uid || `${found.length}`;
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      const start = toInstant(event.startDate, timeZone);
      const end = event.endDate ? toInstant(event.endDate, timeZone) : start;
      found.push({ id: uid, start, end, isAllDay: event.startDate.isDate, ...details(component) });
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; count += 1, next = iterator.next()) {
      const occurrence = event.getOccurrenceDetails(next);
      const start = toInstant(occurrence.startDate, timeZone);
      if (start >= range.end) break;
      const end = toInstant(occurrence.endDate, timeZone);
      if (end <= range.start && start < range.start) continue;
      const item = occurrence.item.component;
      if (text(item, 'status')?.toUpperCase() === 'CANCELLED') continue;
      found.push({
        id: `${uid}@${start.toISOString()}`,
        start,
        end,
        isAllDay: occurrence.startDate.isDate,
        ...details(item),
      });
    }
  }
  return withinDay(found, range, limit);
}

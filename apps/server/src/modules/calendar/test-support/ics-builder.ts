/** Builds small iCalendar texts for tests. Times are Date instants written in UTC. */
export interface IcsEventInput {
  uid: string;
  summary?: string;
  start: Date;
  end: Date;
  location?: string;
  description?: string;
  rrule?: string;
  organizer?: string;
  attendees?: string[];
  allDay?: boolean;
  recurrenceId?: Date;
}

const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const dateOnly = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/([,;])/g, '\\$1');

export function icsEvent(event: IcsEventInput): string {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, 'DTSTAMP:20260101T000000Z'];
  if (event.allDay) lines.push(`DTSTART;VALUE=DATE:${dateOnly(event.start)}`, `DTEND;VALUE=DATE:${dateOnly(event.end)}`);
  else lines.push(`DTSTART:${stamp(event.start)}`, `DTEND:${stamp(event.end)}`);
  if (event.recurrenceId) lines.push(`RECURRENCE-ID:${stamp(event.recurrenceId)}`);
  if (event.summary !== undefined) lines.push(`SUMMARY:${escape(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escape(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escape(event.description)}`);
  if (event.rrule) lines.push(`RRULE:${event.rrule}`);
  if (event.organizer) lines.push(`ORGANIZER:mailto:${event.organizer}`);
  for (const attendee of event.attendees ?? []) lines.push(`ATTENDEE:mailto:${attendee}`);
  lines.push('END:VEVENT');
  return lines.join('\r\n');
}

export function icsCalendar(events: IcsEventInput[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Lodestar tests//EN', ...events.map(icsEvent), 'END:VCALENDAR', ''].join('\r\n');
}

import { DEFAULT_EVENT_TITLE, detectMeeting, type CalendarEvent, type EventAccount } from '@lodestar/core';

/** One event as a provider gives it, before meeting detection and merging. */
export interface SourceEvent {
  /** Unique within its account (an occurrence of a recurring event carries its start). */
  id: string;
  title?: string;
  start: Date;
  end: Date;
  isAllDay: boolean;
  location?: string;
  description?: string;
  organizer?: string;
  attendees: string[];
  conferenceUrls?: string[];
  htmlLink?: string;
}

/** The account answered 401 (or its grant was revoked): spec 001 §4 removes that account. */
export class AccountUnauthorizedError extends Error {
  constructor(message = 'The calendar account is no longer authorised') {
    super(message);
    this.name = 'AccountUnauthorizedError';
  }
}

const mailto = (value: string | undefined) => value?.replace(/^mailto:/i, '').trim().toLowerCase() || undefined;

const clip = (value: string | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** Gives a provider's event the product's shape: ids prefixed with the account, the meeting recognised. */
export function toCalendarEvent(source: SourceEvent, account: EventAccount): CalendarEvent {
  const location = clip(source.location, 500);
  const description = clip(source.description, 8000);
  const meeting = detectMeeting({ conferenceUrls: source.conferenceUrls, location, description });
  const id = `${account.id}:${source.id}`;
  const event: CalendarEvent = {
    id,
    title: clip(source.title, 500) ?? DEFAULT_EVENT_TITLE,
    start: source.start.toISOString(),
    end: (source.end.getTime() > source.start.getTime() ? source.end : source.start).toISOString(),
    isAllDay: source.isAllDay,
    attendees: [...new Set(source.attendees.map(mailto).filter((email): email is string => Boolean(email)))],
    accounts: [account],
    mergedFromIds: [id],
  };
  if (location) event.location = location;
  if (description) event.description = description;
  const organizer = mailto(source.organizer);
  if (organizer) event.organizer = organizer;
  if (meeting) {
    event.meetingUrl = meeting.url;
    event.meetingService = meeting.service;
    if (meeting.meetingId) event.meetingId = meeting.meetingId;
  }
  if (source.htmlLink && /^https:\/\//i.test(source.htmlLink)) event.htmlLink = source.htmlLink;
  return event;
}

/** Events overlapping [start, end), earliest first, at most `limit`. */
export function withinDay(events: SourceEvent[], range: { start: Date; end: Date }, limit: number): SourceEvent[] {
  return events
    .filter((event) => event.start < range.end && (event.end > range.start || (event.end <= event.start && event.start >= range.start)))
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .slice(0, limit);
}

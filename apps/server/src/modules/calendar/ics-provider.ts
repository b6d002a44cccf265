import type { GuardedFetch } from '../outbound/guarded-fetch';
import { eventsFromIcs } from './ics-events';
import { AccountUnauthorizedError, type SourceEvent } from './source-event';

export interface DayWindow {
  start: Date;
  end: Date;
  timeZone: string;
  limit: number;
}

/** A feed answers within 15 s and with at most 5 MiB; anything more is refused by the guarded fetch. */
export const FEED_LIMITS = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 } as const;

/** A calendar source's failure whose message is safe to show the user. */
export class CalendarSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarSourceError';
  }
}

/** Downloads an ICS feed through the guarded fetch; a 401 means the account is to be removed. */
export async function downloadFeed(fetch: GuardedFetch, url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5' }, ...FEED_LIMITS });
  if (response.status === 401) throw new AccountUnauthorizedError('The feed refused access (401)');
  if (!response.ok) throw new CalendarSourceError(`The feed answered with status ${response.status}`);
  const text = await response.text();
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new CalendarSourceError('That address is not an iCalendar (ICS) feed');
  return text;
}

export async function icsEvents(fetch: GuardedFetch, url: string, day: DayWindow): Promise<SourceEvent[]> {
  const text = await downloadFeed(fetch, url);
  try {
    return eventsFromIcs(text, day, day.timeZone, day.limit);
  } catch {
    throw new CalendarSourceError('The feed could not be read as iCalendar');
  }
}

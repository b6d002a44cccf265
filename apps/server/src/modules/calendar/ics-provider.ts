import type { GuardedFetch } from '../outbound/guarded-fetch';
import { OutboundError } from '../outbound/outbound-error';
import { CalendarSourceError } from './calendar-source-error';
import { AccountUnauthorizedError } from './source-event';

export { CalendarSourceError } from './calendar-source-error';

export interface DayWindow {
  start: Date;
  end: Date;
  timeZone: string;
  limit: number;
}

/** A feed answers within 15 s and with at most 5 MiB; anything more is refused by the guarded fetch. */
export const FEED_LIMITS = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 } as const;

const TOO_LARGE = `This feed is larger than ${FEED_LIMITS.maxBytes / 1024 / 1024} MB, the most Lodestar reads from one calendar.`;

/** What lets the feed's server answer 304 Not Modified when nothing changed. */
export interface FeedValidators {
  etag?: string;
  lastModified?: string;
}

/** The feed's text, or null when the server said it has not changed since `known`. */
export interface FeedDownload {
  text: string | null;
  validators: FeedValidators;
}

/** Downloads an ICS feed through the guarded fetch; a 401 means the account is to be removed. */
export async function downloadFeed(fetch: GuardedFetch, url: string, known: FeedValidators = {}): Promise<FeedDownload> {
  const headers: Record<string, string> = { accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5' };
  if (known.etag) headers['if-none-match'] = known.etag;
  if (known.lastModified) headers['if-modified-since'] = known.lastModified;
  let response: Response;
  try {
    response = await fetch(url, { headers, ...FEED_LIMITS });
  } catch (error) {
    if (error instanceof OutboundError && error.code === 'TOO_LARGE') throw new CalendarSourceError(TOO_LARGE);
    throw error;
  }
  if (response.status === 304 && (known.etag || known.lastModified)) return { text: null, validators: known };
  if (response.status === 401) throw new AccountUnauthorizedError('The feed refused access (401)');
  if (!response.ok) throw new CalendarSourceError(`The feed answered with status ${response.status}`);
  const text = await response.text();
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new CalendarSourceError('That address is not an iCalendar (ICS) feed');
  const etag = response.headers.get('etag') ?? undefined;
  const lastModified = response.headers.get('last-modified') ?? undefined;
  return { text, validators: { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) } };
}

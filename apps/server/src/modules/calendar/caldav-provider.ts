import { DAVClient } from 'tsdav';
import type { GuardedFetch } from '../outbound/guarded-fetch';
import { OutboundError } from '../outbound/outbound-error';
import type { IcsParsePool } from './ics-parse-pool';
import { CalendarSourceError, FEED_LIMITS, type DayWindow } from './ics-provider';
import { AccountUnauthorizedError, withinDay, type SourceEvent } from './source-event';

export interface CaldavCredentials {
  serverUrl: string;
  username: string;
  password: string;
}

/**
 * A tsdav client whose every request goes through the guarded fetch (tsdav's `fetch` option), noting
 * whether the server ever answered 401 so the caller can tell a wrong password from a broken server.
 */
function connect(credentials: CaldavCredentials, fetch: GuardedFetch) {
  const state = { unauthorized: false };
  const tracked: typeof globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await fetch(url, { ...(init ?? {}), ...FEED_LIMITS });
    if (response.status === 401) state.unauthorized = true;
    return response;
  };
  const client = new DAVClient({
    serverUrl: credentials.serverUrl,
    credentials: { username: credentials.username, password: credentials.password },
    authMethod: 'Basic',
    defaultAccountType: 'caldav',
    fetch: tracked,
  });
  return { client, state };
}

function explain(error: unknown, unauthorized: boolean): Error {
  if (unauthorized) return new AccountUnauthorizedError('The CalDAV server refused the user name or password (401)');
  if (error instanceof OutboundError || error instanceof CalendarSourceError) return error;
  return new CalendarSourceError('The CalDAV server could not be read');
}

/** The account's event calendars (those holding VEVENTs); a login or discovery failure throws. */
async function eventCalendars(credentials: CaldavCredentials, fetch: GuardedFetch) {
  const { client, state } = connect(credentials, fetch);
  try {
    await client.login();
    const calendars = await client.fetchCalendars();
    if (state.unauthorized) throw new AccountUnauthorizedError();
    return { client, state, calendars: calendars.filter((calendar) => !calendar.components || calendar.components.includes('VEVENT')) };
  } catch (error) {
    throw explain(error, state.unauthorized);
  }
}

/** Checks an account before it is stored: it logs in and finds at least one calendar. */
export async function verifyCaldav(credentials: CaldavCredentials, fetch: GuardedFetch): Promise<number> {
  const { calendars } = await eventCalendars(credentials, fetch);
  if (calendars.length === 0) throw new CalendarSourceError('No calendars were found on that CalDAV server');
  return calendars.length;
}

/** Today's events of every calendar of the account, recurrences expanded. */
export async function caldavEvents(
  credentials: CaldavCredentials,
  fetch: GuardedFetch,
  day: DayWindow,
  pool: IcsParsePool,
): Promise<SourceEvent[]> {
  const { client, state, calendars } = await eventCalendars(credentials, fetch);
  try {
    const perCalendar = await Promise.all(
      calendars.map((calendar) =>
        client.fetchCalendarObjects({
          calendar,
          timeRange: { start: day.start.toISOString(), end: day.end.toISOString() },
          urlFilter: () => true,
        }),
      ),
    );
    if (state.unauthorized) throw new AccountUnauthorizedError();
    const objects = perCalendar.flatMap((list, index) =>
      list.flatMap((object) => (typeof object.data === 'string' && object.data.includes('BEGIN:VCALENDAR') ? [{ index, text: object.data }] : [])),
    );
    // Read in the parse threads, like feeds: a server's object can loop ical.js as a feed can.
    const parsed = objects.length ? await pool.parse(objects.map((object) => object.text), day) : [];
    const events = parsed.flatMap((list, at) => list.map((event) => ({ ...event, id: `${objects[at]!.index}/${event.id}` })));
    return withinDay(events, day, day.limit);
  } catch (error) {
    throw explain(error, state.unauthorized);
  }
}

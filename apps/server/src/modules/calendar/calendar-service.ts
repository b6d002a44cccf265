import {
  CALENDAR_LIMITS,
  CALENDAR_MESSAGES,
  mergeAccountEvents,
  zonedDayRange,
  zonedMidnight,
  type CalendarAccountStatus,
  type CalendarEvent,
} from '@lodestar/core';
import type { CalendarAccountRow } from '../../db/calendar-schema';
import type { Logger } from '../../logger';
import { OutboundError } from '../outbound/outbound-error';
import type { GuardedFetch } from '../outbound/guarded-fetch';
import { caldavEvents } from './caldav-provider';
import type { CalendarStore, OpenAccount } from './calendar-store';
import { googleEvents, refreshAccessToken, type GoogleConfig } from './google-provider';
import type { IcsFeeds } from './ics-feeds';
import type { IcsParsePool } from './ics-parse-pool';
import { CalendarSourceError, type DayWindow } from './ics-provider';
import { AccountUnauthorizedError, toCalendarEvent, type SourceEvent } from './source-event';

export interface CalendarServiceDeps {
  store: CalendarStore;
  fetch: GuardedFetch;
  google: GoogleConfig | undefined;
  logger: Logger;
  feeds: IcsFeeds;
  pool: IcsParsePool;
}

/** What GET /api/calendar/events answers: the widget's state follows `status`. */
export type TodayResult =
  | { status: 'ok'; events: CalendarEvent[]; accounts: CalendarAccountStatus[] }
  | { status: 'notConnected'; error: string; events: []; accounts: [] }
  | { status: 'expired'; error: string; events: []; accounts: CalendarAccountStatus[] };

/** Google access tokens are refreshed a minute before they expire. */
const REFRESH_MARGIN_MS = 60_000;

function safeMessage(error: unknown): string {
  if (error instanceof OutboundError || error instanceof CalendarSourceError || error instanceof AccountUnauthorizedError) {
    return error.message;
  }
  return 'The calendar could not be read';
}

export function createCalendarService({ store, fetch, google, logger, feeds, pool }: CalendarServiceDeps) {
  async function sourceEvents(userId: string, account: OpenAccount, day: DayWindow, now: Date): Promise<SourceEvent[]> {
    switch (account.kind) {
      case 'ics':
        return feeds.events(account.id, account.url ?? '', day, now);
      case 'caldav':
        return caldavEvents({ serverUrl: account.url ?? '', username: account.username ?? '', password: account.secret ?? '' }, fetch, day, pool);
      case 'google': {
        if (!google) throw new CalendarSourceError('Google Calendar is not configured on this server');
        let accessToken = account.accessToken;
        if (!accessToken || !account.accessExpiresAt || account.accessExpiresAt.getTime() - REFRESH_MARGIN_MS <= now.getTime()) {
          if (!account.secret) throw new AccountUnauthorizedError();
          const tokens = await refreshAccessToken(google, account.secret, now);
          await store.saveAccessToken(userId, account.id, tokens);
          accessToken = tokens.accessToken;
        }
        return googleEvents(google, accessToken, day, (date) => zonedMidnight(date, day.timeZone));
      }
    }
  }

  /**
   * Today's events of every account of the user, fetched in parallel and merged by the product's merge
   * rule (core's mergeAccountEvents). A failing account is reported beside the others' events, never
   * instead of them; one answering 401 is removed (spec 001 §4).
   */
  async function today(userId: string, timeZone: string, now: Date): Promise<TodayResult> {
    const rows: CalendarAccountRow[] = await store.list(userId);
    if (rows.length === 0) return { status: 'notConnected', error: CALENDAR_MESSAGES.notAuthenticated, events: [], accounts: [] };
    const range = zonedDayRange(now, timeZone);
    const day: DayWindow = { start: range.start, end: range.end, timeZone, limit: CALENDAR_LIMITS.eventsPerAccount };
    const outcomes = await Promise.all(
      rows.map(async (row): Promise<{ status: CalendarAccountStatus; events: CalendarEvent[] }> => {
        const summary = { id: row.id, label: row.label };
        try {
          const account = store.open(row);
          const events = await sourceEvents(userId, account, day, now);
          return { status: { ...summary, status: 'ok' }, events: events.map((event) => toCalendarEvent(event, summary)) };
        } catch (error) {
          if (error instanceof AccountUnauthorizedError) {
            await store.remove(userId, row.id);
            logger.info({ userId, accountId: row.id, kind: row.kind }, 'calendar account removed after 401');
            return { status: { ...summary, status: 'removed', message: error.message }, events: [] };
          }
          logger.warn({ userId, accountId: row.id, kind: row.kind, err: error }, 'calendar account failed');
          return { status: { ...summary, status: 'error', message: safeMessage(error) }, events: [] };
        }
      }),
    );
    const accounts = outcomes.map((outcome) => outcome.status);
    if (accounts.every((account) => account.status === 'removed')) {
      return { status: 'expired', error: CALENDAR_MESSAGES.authenticationExpired, events: [], accounts };
    }
    return { status: 'ok', events: mergeAccountEvents(outcomes.flatMap((outcome) => outcome.events)), accounts };
  }

  return { today };
}

export type CalendarService = ReturnType<typeof createCalendarService>;

import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  addCaldavInput,
  addIcsInput,
  CALENDAR_LIMITS,
  CALENDAR_MESSAGES,
  isTimeZone,
  type CalendarAccountsResponse,
} from '@lodestar/core';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import type { AccessService } from '../billing/access-service';
import type { GuardedFetch } from '../outbound/guarded-fetch';
import { OutboundError } from '../outbound/outbound-error';
import { verifyCaldav } from './caldav-provider';
import type { CalendarService } from './calendar-service';
import { toAccountView, type CalendarStore } from './calendar-store';
import { CalendarSourceError, downloadFeed } from './ics-provider';
import { FeedOverBudgetError, ParseQueueFullError, type IcsParsePool } from './ics-parse-pool';
import type { RateCounter } from '../security/rate-limit-store';
import { AccountUnauthorizedError } from './source-event';
import { isDatabaseUnavailable } from '../../db/database-unavailable';

export interface CalendarRouteDeps {
  auth: Auth;
  access: AccessService;
  store: CalendarStore;
  service: CalendarService;
  fetch: GuardedFetch;
  googleEnabled: boolean;
  pool: IcsParsePool;
  /** Accounts one user may try to add per minute (CALENDAR_ADDS_PER_MINUTE); more answer 429. */
  addsPerMinute: number;
  counter: RateCounter;
  now?: () => Date;
}

/** A feed that ran over its parse budget when added is refused unread for this long (by its address). */
export const REFUSED_FEED_MS = 15 * 60_000;

type CalendarContext = Context<{ Variables: SessionVariables }>;

const bad = (c: CalendarContext, message: string, code = 'INVALID_INPUT') => c.json({ code, message }, 400);

async function readJson(c: CalendarContext): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Why an account could not be added, in words the user can act on. */
function addFailure(c: CalendarContext, error: unknown) {
  // The database away is no fault of the account: app.ts answers 503, try again in a moment.
  if (isDatabaseUnavailable(error)) throw error;
  if (error instanceof ParseQueueFullError) return c.json({ code: 'CALENDARS_BUSY', message: error.message }, 429);
  if (error instanceof OutboundError || error instanceof CalendarSourceError) return bad(c, error.message, 'ACCOUNT_UNREACHABLE');
  if (error instanceof AccountUnauthorizedError) return bad(c, error.message, 'ACCOUNT_UNAUTHORIZED');
  return c.json({ code: 'ACCOUNT_FAILED', message: CALENDAR_MESSAGES.addFailed }, 502);
}

/**
 * /api/calendar: the signed-in user's own linked accounts and today's events, behind the same session and
 * access checks as /api/data. Every query is scoped by the session's user id; no answer carries a token,
 * password or feed address.
 */
export function calendarRoutes({ auth, access, store, service, fetch, googleEnabled, pool, addsPerMinute, counter, now = () => new Date() }: CalendarRouteDeps) {
  const app = new Hono<{ Variables: SessionVariables }>();
  for (const path of ['/accounts', '/accounts/*', '/events']) app.use(path, requireSession(auth), access.requireAccess);

  app.get('/accounts', async (c) => {
    const rows = await store.list(c.get('user').id);
    const body: CalendarAccountsResponse = { accounts: rows.map(toAccountView), googleEnabled };
    return c.json(body);
  });

  /** Each linked account is fetched on every refresh: their number is bounded. */
  async function atLimit(userId: string): Promise<boolean> {
    return (await store.list(userId)).length >= CALENDAR_LIMITS.accountsPerUser;
  }
  const tooMany = (c: CalendarContext) => bad(c, CALENDAR_MESSAGES.tooManyAccounts(CALENDAR_LIMITS.accountsPerUser), 'TOO_MANY_ACCOUNTS');
  /** Each try downloads and reads a calendar: a few a minute per user. */
  async function overAddLimit(userId: string): Promise<boolean> {
    return (await counter.increment(`calendar-add:${userId}`, 60_000)) > addsPerMinute;
  }
  const tooFast = (c: CalendarContext) =>
    c.json({ code: 'TOO_MANY_CALENDAR_ADDS', message: `You can add at most ${addsPerMinute} calendars a minute. Wait a minute, then try again.` }, 429);
  // Feeds refused for running over their budget, by address, until when: not downloaded or read again meanwhile.
  const refusedFeeds = new Map<string, { until: number; error: FeedOverBudgetError }>();

  app.post('/accounts/ics', async (c) => {
    const input = addIcsInput.safeParse(await readJson(c));
    if (!input.success) return bad(c, input.error.issues[0]?.message ?? 'Invalid feed');
    const userId = c.get('user').id;
    if (await atLimit(userId)) return tooMany(c);
    const { url, label } = input.data;
    const refused = refusedFeeds.get(url);
    if (refused && refused.until > now().getTime()) return addFailure(c, refused.error);
    if (await overAddLimit(userId)) return tooFast(c);
    try {
      const { text } = await downloadFeed(fetch, url);
      // Read once in the parse threads (with their time budget) so a feed that cannot be read is never stored.
      const window = { start: now(), end: new Date(now().getTime() + 1), timeZone: 'UTC', limit: 1 };
      await pool.parse([text!], window, { owner: userId, signal: c.req.raw.signal });
    } catch (error) {
      if (error instanceof FeedOverBudgetError) {
        if (refusedFeeds.size >= 10_000) refusedFeeds.delete(refusedFeeds.keys().next().value!);
        refusedFeeds.set(url, { until: now().getTime() + REFUSED_FEED_MS, error });
      }
      return addFailure(c, error);
    }
    const row = await store.add(c.get('user').id, { kind: 'ics', label: label || new URL(url).hostname, url });
    return c.json({ account: toAccountView(row) }, 201);
  });

  app.post('/accounts/caldav', async (c) => {
    const input = addCaldavInput.safeParse(await readJson(c));
    if (!input.success) return bad(c, input.error.issues[0]?.message ?? 'Invalid account');
    if (await atLimit(c.get('user').id)) return tooMany(c);
    if (await overAddLimit(c.get('user').id)) return tooFast(c);
    const { serverUrl, username, password, label } = input.data;
    try {
      await verifyCaldav({ serverUrl, username, password }, fetch);
    } catch (error) {
      return addFailure(c, error);
    }
    const row = await store.add(c.get('user').id, {
      kind: 'caldav',
      label: label || `${username}@${new URL(serverUrl).hostname}`,
      url: serverUrl,
      username,
      secret: password,
    });
    return c.json({ account: toAccountView(row) }, 201);
  });

  app.delete('/accounts/:id', async (c) => {
    const id = z.string().uuid().safeParse(c.req.param('id'));
    if (!id.success || !(await store.remove(c.get('user').id, id.data))) {
      return c.json({ code: 'NOT_FOUND', message: 'No such calendar account' }, 404);
    }
    return c.json({ ok: true });
  });

  app.post('/accounts/sign-out-all', async (c) => {
    const removed = await store.removeAll(c.get('user').id);
    return c.json({ removed });
  });

  app.get('/events', async (c) => {
    const tz = c.req.query('tz') ?? 'UTC';
    if (tz.length > 100 || !isTimeZone(tz)) return bad(c, 'tz must be an IANA time zone such as Europe/Paris');
    return c.json(await service.today(c.get('user').id, tz, now()));
  });

  return app;
}

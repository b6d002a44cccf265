import { Hono } from 'hono';
import type { AppDb } from '../../db/client';
import type { Env } from '../../env';
import { resolveDataKey } from '../../lib/secret-box';
import type { Logger } from '../../logger';
import type { Auth } from '../auth/auth';
import type { AccessService } from '../billing/access-service';
import { createGuardedFetch, type GuardedFetch } from '../outbound/guarded-fetch';
import { calendarRoutes } from './calendar-routes';
import { createCalendarService } from './calendar-service';
import { createCalendarStore } from './calendar-store';
import { createIcsFeeds } from './ics-feeds';
import { IcsParsePool } from './ics-parse-pool';
import { googleConfig } from './google-provider';
import { oauthRoutes } from './oauth-routes';
import { createRateCounter } from '../security/rate-limit-store';

export interface CalendarModuleDeps {
  env: Env;
  db: AppDb;
  auth: Auth;
  access: AccessService;
  logger: Logger;
  /** The server's one guarded fetch; built from OUTBOUND_ALLOW_HOSTS when not given. */
  fetch?: GuardedFetch;
  now?: () => Date;
}

/** Everything mounted under /api/calendar: accounts, today's events, and the Google OAuth redirect. */
export function calendarModule({ env, db, auth, access, logger, now, fetch }: CalendarModuleDeps) {
  const key = resolveDataKey(env, 'CALENDAR_ENCRYPTION_KEY', 'calendar-key');
  const guarded = fetch ?? createGuardedFetch({ allowHosts: env.OUTBOUND_ALLOW_HOSTS });
  const google = googleConfig(env);
  const store = createCalendarStore(db, key);
  const pool = new IcsParsePool({ logger });
  const feeds = createIcsFeeds({ fetch: guarded, pool });
  const service = createCalendarService({ store, fetch: guarded, google, logger, feeds, pool });
  const app = new Hono();
  app.route(
    '/oauth',
    oauthRoutes({ auth, store, google, key, logger, now, hasAccess: async (user) => (await access.hasAccess(user)).allowed }),
  );
  app.route('/', calendarRoutes({
      auth,
      access,
      store,
      service,
      fetch: guarded,
      googleEnabled: Boolean(google),
      pool,
      addsPerMinute: env.CALENDAR_ADDS_PER_MINUTE,
      counter: createRateCounter(db),
      now,
    }));
  return app;
}

import { Hono } from 'hono';
import { z } from 'zod';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '@lodestar/core';
import type { Auth } from '../auth/auth';
import type { Logger } from '../../logger';
import { openSecret, sealSecret } from '../../lib/secret-box';
import type { CalendarStore } from './calendar-store';
import { authorizeUrl, exchangeCode, primaryCalendar, type GoogleConfig } from './google-provider';
import { CalendarSourceError } from './ics-provider';
import { AccountUnauthorizedError } from './source-event';

const STATE_TTL_MS = 10 * 60_000;

export interface OAuthRouteDeps {
  auth: Auth;
  store: CalendarStore;
  google: GoogleConfig | undefined;
  key: Buffer;
  logger: Logger;
  hasAccess(user: { id: string; role: string }): Promise<boolean>;
  now?: () => Date;
}

/**
 * The spec's `{api}/oauth/authorize` full-page redirect and its callback, which stores the account and
 * returns to `/?oauth=success|error&email=..&message=..`. The state is sealed with the server's key and
 * names the user who started, so a callback only ever links an account to that same signed-in user. No
 * token is ever put in the address (the spec's `token` parameter is deliberately not sent).
 */
export function oauthRoutes({ auth, store, google, key, logger, hasAccess, now = () => new Date() }: OAuthRouteDeps) {
  const app = new Hono();
  const back = (params: Record<string, string>) => `/?${new URLSearchParams(params).toString()}`;
  const failure = (message: string) => back({ oauth: 'error', message });

  async function signedInUser(headers: Headers) {
    const found = await auth.api.getSession({ headers });
    if (!found) return undefined;
    const { id, role } = found.user as typeof found.user & { role?: string | null };
    return { id, role: role ?? 'user' };
  }

  app.get('/authorize', async (c) => {
    const user = await signedInUser(c.req.raw.headers);
    if (!user) return c.redirect(failure('Please sign in first'));
    if (!(await hasAccess(user))) return c.redirect(failure('An active subscription is required'));
    if (!google) return c.redirect(failure('Google Calendar is not configured on this server'));
    if ((await store.list(user.id)).length >= CALENDAR_LIMITS.accountsPerUser) {
      return c.redirect(failure(CALENDAR_MESSAGES.tooManyAccounts(CALENDAR_LIMITS.accountsPerUser)));
    }
    const state = sealSecret(JSON.stringify({ u: user.id, e: now().getTime() + STATE_TTL_MS }), key);
    return c.redirect(authorizeUrl(google, state));
  });

  const callbackQuery = z.object({
    code: z.string().min(1).max(4096).optional(),
    state: z.string().min(1).max(4096).optional(),
    error: z.string().max(200).optional(),
  });

  app.get('/callback', async (c) => {
    const query = callbackQuery.safeParse(c.req.query());
    if (!query.success) return c.redirect(failure('The answer from Google was not understood'));
    if (query.data.error) return c.redirect(failure(query.data.error === 'access_denied' ? 'Access was denied' : query.data.error));
    const user = await signedInUser(c.req.raw.headers);
    if (!user) return c.redirect(failure('Please sign in first'));
    if (!google) return c.redirect(failure('Google Calendar is not configured on this server'));
    const { code, state } = query.data;
    if (!code || !state) return c.redirect(failure('The answer from Google was incomplete'));
    try {
      const claims = z.object({ u: z.string(), e: z.number() }).parse(JSON.parse(openSecret(state, key)));
      if (claims.u !== user.id || claims.e < now().getTime()) throw new Error('stale state');
    } catch {
      return c.redirect(failure('The sign-in link has expired. Please try again.'));
    }
    try {
      const tokens = await exchangeCode(google, code, now());
      if (!tokens.refreshToken) throw new CalendarSourceError('Google did not grant offline access');
      const primary = await primaryCalendar(google, tokens.accessToken);
      await store.add(user.id, {
        kind: 'google',
        label: primary.email,
        email: primary.email,
        secret: tokens.refreshToken,
        accessToken: tokens.accessToken,
        accessExpiresAt: tokens.expiresAt,
      });
      return c.redirect(back({ oauth: 'success', email: primary.email }));
    } catch (error) {
      logger.warn({ userId: user.id, err: error }, 'linking a Google calendar failed');
      const message =
        error instanceof CalendarSourceError || error instanceof AccountUnauthorizedError ? error.message : 'Google could not be reached';
      return c.redirect(failure(message));
    }
  });

  return app;
}

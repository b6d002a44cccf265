import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  emailChangeInput,
  passwordInput,
  profileInput,
  subscriptionGrantsAccess,
  subscriptionLabel,
  type AccountMe,
} from '@lodestar/core';
import { user } from '../../db/auth-schema';
import type { Env } from '../../env';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import { findSubscriptionByUser } from '../billing/billing-store';
import { deleteUserCompletely, SubscriptionCancelError, type UserDeletionDeps } from './delete-user';
import type { Mailer } from '../mail/mailer';
import { messagePage, themeFromCookie } from '../../lib/html-page';
import { createEmailChange } from './email-change';
import { createPasswordChecker, LOCKED_MESSAGE } from './password-check';
import type { RateCounter } from '../security/rate-limit-store';
import { passwordChangeHandler } from './password-change';
import { isDatabaseUnavailable } from '../../db/database-unavailable';

export type AccountRouteDeps = UserDeletionDeps & { env: Env; auth: Auth; mailer: Mailer; counter: RateCounter };


type AccountContext = Context<{ Variables: SessionVariables }>;

const fail = (c: AccountContext, status: 400 | 403 | 409 | 429 | 500 | 502, code: string, message: string) =>
  c.json({ code, message }, status);

async function readJson(c: AccountContext): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return {};
  }
}

/** Copies Better Auth's Set-Cookie headers (a new session, or its removal) onto our own answer. */
function withCookies(from: Response, body: unknown, status = 200): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of from.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * /api/account: the signed-in user's own profile, email, password, re-authentication and deletion. The role is
 * never an input here: it changes only through the admin API, the CLI or ADMIN_EMAILS.
 */
export function accountRoutes(deps: AccountRouteDeps) {
  const { db, auth, env, logger } = deps;
  const { checkPassword, hasPassword, failures } = createPasswordChecker(auth, env, deps.counter);
  const freshMs = env.FRESH_LOGIN_MINUTES * 60_000;
  const sessionOf = (c: AccountContext) => auth.api.getSession({ headers: c.req.raw.headers });
  const isFresh = (createdAt: Date) => Date.now() - createdAt.getTime() < freshMs;

  const emailChange = createEmailChange({ db, env, mailer: deps.mailer });

  const app = new Hono<{ Variables: SessionVariables }>();
  // The link mailed to a new address: opening it (on any device, signed in or not) is the proof.
  app.get('/email/confirm', async (c) => {
    const token = c.req.query('token') ?? '';
    const result = token.length > 0 && token.length <= 100 ? await emailChange.confirm(token) : { ok: false as const, reason: 'This link is not valid.' };
    const home = { href: `${env.BASE_URL}/`, label: 'Return to Dashboard' };
    c.header('Cache-Control', 'no-store');
    const theme = themeFromCookie(c.req.header('cookie'));
    if (!result.ok) return c.html(messagePage('Email not changed', result.reason, home, theme), 400);
    return c.html(messagePage('Email changed', `Your email is now ${result.email}.`, home, theme));
  });
  app.use('*', requireSession(auth));

  app.get('/me', async (c) => {
    const { id } = c.get('user');
    const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
    if (!row) return c.json({ code: 'UNAUTHENTICATED', message: ACCOUNT_MESSAGES.noUser }, 401);
    const isAdmin = row.role === 'admin';
    const subscription = await findSubscriptionByUser(db, id);
    const body: AccountMe = {
      user: {
        id: row.id,
        name: row.name,
        email: row.email,
        image: row.image,
        role: isAdmin ? 'admin' : 'user',
        joinedDate: row.createdAt.toISOString(),
      },
      isAdmin,
      hasPassword: await hasPassword(id),
      subscriptionLabel: subscriptionLabel({
        isAdmin,
        activePlan: subscription && subscriptionGrantsAccess(subscription, new Date()) ? subscription.plan : null,
        grantedByAdmin: subscription?.grantedByAdmin ?? false,
      }),
    };
    return c.json(body);
  });

  app.patch('/profile', async (c) => {
    const parsed = profileInput.safeParse(await readJson(c));
    if (!parsed.success) return fail(c, 400, 'INVALID_INPUT', parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.updateDefault);
    try {
      await db.update(user).set({ name: parsed.data.name, updatedAt: new Date() }).where(eq(user.id, c.get('user').id));
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error; // app.ts: 503, try again in a moment
      logger.error({ err: error }, 'profile update failed');
      return fail(c, 500, 'UPDATE_FAILED', ACCOUNT_MESSAGES.updateDefault);
    }
    return c.json({ ok: true, name: parsed.data.name });
  });

  app.post('/email', async (c) => {
    const parsed = emailChangeInput.safeParse(await readJson(c));
    if (!parsed.success) return fail(c, 400, 'INVALID_INPUT', parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.updateDefault);
    const found = await sessionOf(c);
    if (!found || !isFresh(new Date(found.session.createdAt))) {
      return fail(c, 403, 'REQUIRES_RECENT_LOGIN', ACCOUNT_MESSAGES.requiresRecentLogin);
    }
    const me = c.get('user');
    const { newEmail } = parsed.data;
    if (newEmail === me.email.toLowerCase()) return c.json({ ok: true, email: newEmail, pending: false });
    // The same answer whether the address is free or taken (no one learns who has an account here):
    // the mail to the new address holds the confirmation link, or says the address is taken.
    try {
      await emailChange.request(me.id, newEmail);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error; // app.ts: 503, try again in a moment
      logger.error({ err: error }, 'email change request failed');
      return fail(c, 500, 'UPDATE_FAILED', ACCOUNT_MESSAGES.updateDefault);
    }
    return c.json({ ok: true, email: newEmail, pending: true });
  });

  app.post('/password', passwordChangeHandler({ auth, env, mailer: deps.mailer, failures }));

  app.post('/reauthenticate', async (c) => {
    const parsed = passwordInput.safeParse(await readJson(c));
    if (!parsed.success) return fail(c, 400, 'PASSWORD_REQUIRED', ACCOUNT_MESSAGES.passwordRequired);
    const me = c.get('user');
    const check = await checkPassword(me, parsed.data.password);
    if (check === 'locked') return fail(c, 429, 'TOO_MANY_FAILED_ATTEMPTS', LOCKED_MESSAGE);
    if (check === 'no-password') return fail(c, 400, 'NO_PASSWORD', ACCOUNT_MESSAGES.noPassword);
    if (check === 'wrong') return fail(c, 403, 'REAUTH_FAILED', ACCOUNT_MESSAGES.reauthFailed);
    const old = await sessionOf(c);
    // A new session is a fresh one; the one it replaces is removed.
    const signedIn = await auth.api.signInEmail({
      body: { email: me.email, password: parsed.data.password },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!signedIn.ok) return fail(c, 403, 'REAUTH_FAILED', ACCOUNT_MESSAGES.reauthFailed);
    if (old) await (await auth.$context).internalAdapter.deleteSession(old.session.token);
    return withCookies(signedIn, { ok: true });
  });

  app.delete('/', async (c) => {
    const me = c.get('user');
    if (me.role === 'admin') return fail(c, 403, 'ADMIN_CANNOT_DELETE', ACCOUNT_MESSAGES.adminCannotDelete);
    if (await hasPassword(me.id)) {
      const parsed = passwordInput.safeParse(await readJson(c));
      if (!parsed.success) return fail(c, 400, 'PASSWORD_REQUIRED', ACCOUNT_MESSAGES.enterPassword);
      const check = await checkPassword(me, parsed.data.password);
      if (check === 'locked') return fail(c, 429, 'TOO_MANY_FAILED_ATTEMPTS', LOCKED_MESSAGE);
      if (check !== 'ok') return fail(c, 403, 'REAUTH_FAILED', ACCOUNT_MESSAGES.reauthFailed);
    } else {
      // An account without a password (Google, email link) proves itself by a recent sign-in instead.
      const found = await sessionOf(c);
      if (!found || !isFresh(new Date(found.session.createdAt))) {
        return c.json({ code: 'REQUIRES_RECENT_LOGIN', message: ACCOUNT_MESSAGES.reauthRequired, requiresReauth: true }, 403);
      }
    }
    try {
      await deleteUserCompletely(deps, me);
    } catch (error) {
      if (error instanceof SubscriptionCancelError) return fail(c, 502, 'PAYMENT_PROVIDER_ERROR', ACCOUNT_MESSAGES.deleteDefault);
      if (isDatabaseUnavailable(error)) throw error; // app.ts: 503, try again in a moment
      logger.error({ err: error }, 'account deletion failed');
      return fail(c, 500, 'DELETE_FAILED', ACCOUNT_MESSAGES.deleteDefault);
    }
    const signedOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    return withCookies(signedOut, { ok: true });
  });

  return app;
}

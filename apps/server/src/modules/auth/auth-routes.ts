import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDb } from '../../db/client';
import { STORAGE_UNAVAILABLE, watchDatabase } from '../../db/database-unavailable';
import type { Env } from '../../env';
import { MAIL_REFUSALS } from '../mail/mail-scope';
import type { Mailer } from '../mail/mailer';
import type { RateCounter } from '../security/rate-limit-store';
import type { Auth } from './auth';
import { loginLinkRoutes } from './login-link-routes';
import { explainDeadResetLink, passwordResetRoutes } from './password-reset-routes';
import { requireSession, type SessionVariables } from './session';
import { signInLimit } from './sign-in-limit';
import { boundedAuthFields, requireSignUpName } from './sign-up-name';
import { validUpdateUser } from './update-user-input';

/** Better Auth's codes for a write the database refused: ours to answer with a 5xx, never the client's fault. */
const STORAGE_FAILURES = new Set(['FAILED_TO_CREATE_USER', 'FAILED_TO_CREATE_SESSION', 'FAILED_TO_UPDATE_USER']);

async function storageFailuresAs5xx(response: Response): Promise<Response> {
  if (response.status < 400 || response.status >= 500) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string } | null;
  if (!body?.code || !STORAGE_FAILURES.has(body.code)) return response;
  return Response.json(
    { code: 'STORAGE_UNAVAILABLE', message: 'We could not save this right now. Please try again in a moment.' },
    { status: 503 },
  );
}

/**
 * Sign-up sends its mail after answering (auth.ts), so it asks first whether mail can go out at all:
 * an account is not created, nor "check your email" said, while the mail server or outbox is down.
 */
function mailReady(mailer: Mailer): MiddlewareHandler {
  return async (c, next) => {
    try {
      await mailer.ready();
    } catch {
      const { status, body } = MAIL_REFUSALS.unavailable;
      return c.json(body, status);
    }
    await next();
  };
}

export function authRoutes(auth: Auth, db: AppDb, env: Env, counter: RateCounter, mailer: Mailer) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.post('/auth/*', boundedAuthFields());
  app.post('/auth/sign-in/email', signInLimit(env, counter));
  // The mail-sending routes' limits are applied by path for the whole API (mail-route-limits.ts).
  app.post('/auth/sign-up/email', requireSignUpName(), mailReady(mailer));
  // A sign-in link completes only through the app's own step (/api/login-link/complete), which checks
  // the email the link was sent to; Better Auth's bare verify URL would skip that.
  app.get('/auth/magic-link/verify', (c) => c.json({ code: 'NOT_FOUND', message: 'No such API route' }, 404));
  // 'Forgot password?' mails after answering, as sign-up does: it too asks first whether mail can go out.
  app.post('/auth/request-password-reset', mailReady(mailer));
  app.post('/auth/reset-password', explainDeadResetLink(db));
  app.post('/auth/update-user', validUpdateUser());
  // A password changes only through /api/account/password, which counts wrong current passwords
  // (a stolen session must not guess the password) before handing over to Better Auth's own endpoint.
  app.post('/auth/change-password', (c) => c.json({ code: 'NOT_FOUND', message: 'No such API route' }, 404));
  app.on(['GET', 'POST'], '/auth/*', async (c) => {
    // Better Auth answers a database it cannot reach with a bare 500 (it keeps the error to itself).
    const { result, unavailable } = await watchDatabase(() => auth.handler(c.req.raw));
    if (unavailable && result.status >= 500) return c.json(STORAGE_UNAVAILABLE, 503);
    return storageFailuresAs5xx(result);
  });
  app.route('/login-link', loginLinkRoutes(auth, db));
  app.route('/password-reset', passwordResetRoutes(db));
  app.get('/config', (c) =>
    c.json({ googleEnabled: Boolean(env.GOOGLE_CLIENT_ID), supportEmail: env.SUPPORT_EMAIL }),
  );
  app.get('/me', requireSession(auth), (c) => c.json({ user: c.get('user') }));
  return app;
}

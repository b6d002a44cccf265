import type { MiddlewareHandler } from 'hono';
import type { RateCounter } from '../security/rate-limit-store';
import { sendLimit, SIGN_IN_LINK_LIMIT, SIGN_UP_LIMIT, type LimitEnv, type SendLimit } from './sign-in-limit';

/** Confirmation links (a sign-up's again, a new email's, a password reset's): 3 an hour per address. */
export const CONFIRMATION_LIMIT: SendLimit = { perEmail: 3, windowMs: 60 * 60_000 };

/**
 * Every route that mails an address named in its body, with the body field that holds it. Their limit
 * runs before the route's work, counting each request, so it writes nothing when it refuses and tells no
 * one whether the address has an account. A mail sent by any route, listed or not, is limited again per
 * recipient and per client where it is sent (modules/mail/limited-mailer.ts).
 */
export const MAIL_ROUTES: ReadonlyArray<{ path: string; name: string; field: string; limit: SendLimit }> = [
  { path: '/api/auth/sign-up/email', name: 'sign-up', field: 'email', limit: SIGN_UP_LIMIT },
  { path: '/api/auth/sign-in/magic-link', name: 'sign-in-link', field: 'email', limit: SIGN_IN_LINK_LIMIT },
  { path: '/api/auth/send-verification-email', name: 'confirmation', field: 'email', limit: CONFIRMATION_LIMIT },
  { path: '/api/auth/request-password-reset', name: 'password-reset', field: 'email', limit: CONFIRMATION_LIMIT },
  { path: '/api/account/email', name: 'email-change', field: 'newEmail', limit: CONFIRMATION_LIMIT },
];

/** `/api//auth/sign-up/email/` counts as `/api/auth/sign-up/email`, should a router ever take it for that route. */
const normalised = (path: string) => path.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');

/** Applies MAIL_ROUTES' limits by path, for the whole API (mounted once in app.ts). */
export function mailRouteLimits(env: LimitEnv, counter: RateCounter): MiddlewareHandler {
  const limiters = new Map(MAIL_ROUTES.map((route) => [route.path, sendLimit(route.name, route.limit, env, counter, route.field)]));
  return (c, next) => {
    const limiter = c.req.method === 'POST' ? limiters.get(normalised(c.req.path)) : undefined;
    return limiter ? limiter(c, next) : next();
  };
}

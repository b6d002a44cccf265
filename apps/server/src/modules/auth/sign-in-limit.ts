import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES, FailureLimiter } from '@lodestar/core';
import type { Env } from '../../env';
import { clientAddress } from '../../lib/client-address';

/**
 * Locks sign-in for an email, and for an address, after repeated failures. Both keys are checked so
 * neither guessing one account's password nor spraying many accounts from one address gets far.
 * Memory-backed: one server process holds the counts (see README, Scaling).
 */
export function signInLimit(env: Env): MiddlewareHandler {
  const windowMs = env.SIGN_IN_LOCK_MINUTES * 60_000;
  const byEmail = new FailureLimiter({ maxFailures: env.SIGN_IN_MAX_FAILURES, windowMs, lockMs: windowMs });
  const byAddress = new FailureLimiter({ maxFailures: env.SIGN_IN_MAX_FAILURES * 4, windowMs, lockMs: windowMs });

  return async (c, next) => {
    let email = '';
    try {
      const body: unknown = await c.req.raw.clone().json();
      if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
        email = body.email.trim().toLowerCase();
      }
    } catch {
      // Better Auth answers the malformed body itself.
    }
    const address = clientAddress(c, env.TRUST_PROXY);
    const now = Date.now();
    if ((email && byEmail.isLocked(email, now)) || byAddress.isLocked(address, now)) {
      return c.json({ code: 'TOO_MANY_FAILED_ATTEMPTS', message: AUTH_MESSAGES.tooManyRequests }, 429);
    }
    await next();
    if (c.res.status === 401) {
      if (email) byEmail.recordFailure(email, Date.now());
      byAddress.recordFailure(address, Date.now());
    } else if (c.res.ok && email) {
      byEmail.recordSuccess(email);
    }
  };
}

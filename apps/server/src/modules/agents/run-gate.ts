import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import { sessionUser } from '../auth/session';
import { RUNS_BUSY_MESSAGE, type RunSlots } from './run-slots';

/** The bytes a request's body will take: its declared length, or the most its route accepts. */
function declaredBytes(c: Context, maxBytes: number): number {
  const length = Number(c.req.header('content-length'));
  return Number.isSafeInteger(length) && length >= 0 ? Math.min(length, maxBytes) : maxBytes;
}

/**
 * Admits an agent run or connection test before its body is read: a slot of the user's and the server's, and its
 * upload's bytes (run-slots.ts). Mounted ahead of the API's body reading (app.ts), so a run past the bounds is
 * refused without its upload ever being held in memory (issue 32: 20 runs with 10 MB files added 1,091 MB).
 */
export function agentRunGate(auth: Auth, slots: RunSlots, maxBodyBytes: number): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !/^\/api\/agents\/[^/]+\/(trigger|test)$/.test(c.req.path)) return next();
    const user = await sessionUser(auth, c);
    // No session: the route answers 401 in its own words.
    if (!user) return next();
    const release = slots.take(user.id, declaredBytes(c, maxBodyBytes));
    if (!release) return c.json({ code: 'TOO_MANY_RUNS', message: RUNS_BUSY_MESSAGE }, 429);
    try {
      await next();
    } finally {
      release();
    }
  };
}

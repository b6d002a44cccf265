import type { MiddlewareHandler } from 'hono';
import { ADMIN_MESSAGES } from '@lodestar/core';
import type { SessionVariables } from '../auth/session';

/**
 * Lets only admins through. Runs after requireSession, which reads the role from the database on
 * every request: nothing the browser sends decides it.
 */
export function requireAdmin(): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    if (c.get('user').role !== 'admin') {
      return c.json({ code: 'FORBIDDEN', title: 'Forbidden', message: ADMIN_MESSAGES.notAdmin }, 403);
    }
    await next();
  };
}

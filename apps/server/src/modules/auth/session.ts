import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string;
}

export type SessionVariables = { user: SessionUser };

/**
 * The signed-in user of a request, or null. Looked up once per request: a gate mounted before the body is read
 * (agents/run-gate.ts, images/upload-gate.ts) finds the user, and the route's requireSession reuses it.
 */
export async function sessionUser(auth: Auth, c: Context): Promise<SessionUser | null> {
  const known = c.get('user') as SessionUser | undefined;
  if (known) return known;
  const found = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!found) return null;
  const { id, name, email, image, role } = found.user as typeof found.user & { role?: string };
  const user = { id, name, email, image: image ?? null, role: role ?? 'user' };
  c.set('user', user);
  return user;
}

/** Refuses a request without a valid session cookie; otherwise puts the user on the context. */
export function requireSession(auth: Auth): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    if (!(await sessionUser(auth, c))) return c.json({ code: 'UNAUTHENTICATED', message: 'Please sign in' }, 401);
    await next();
  };
}

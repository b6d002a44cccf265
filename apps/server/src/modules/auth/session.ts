import type { MiddlewareHandler } from 'hono';
import type { Auth } from './auth';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string;
}

export type SessionVariables = { user: SessionUser };

/** Refuses a request without a valid session cookie; otherwise puts the user on the context. */
export function requireSession(auth: Auth): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) return c.json({ code: 'UNAUTHENTICATED', message: 'Please sign in' }, 401);
    const { id, name, email, image, role } = found.user as typeof found.user & { role?: string };
    c.set('user', { id, name, email, image: image ?? null, role: role ?? 'user' });
    await next();
  };
}

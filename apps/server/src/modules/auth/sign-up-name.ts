import type { MiddlewareHandler } from 'hono';

/**
 * The spec requires a name on sign-up; Better Auth accepts an empty one, so blank names are refused
 * here before the request reaches it. Other fields are left to Better Auth's own checks and codes.
 */
export function requireSignUpName(): MiddlewareHandler {
  return async (c, next) => {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const name = body && typeof body === 'object' && 'name' in body ? body.name : undefined;
    if (typeof name !== 'string' || name.trim() === '') {
      return c.json({ code: 'NAME_REQUIRED', message: 'Name is required' }, 400);
    }
    await next();
  };
}

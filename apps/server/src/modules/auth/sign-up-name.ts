import type { MiddlewareHandler } from 'hono';

export const MAX_NAME_LENGTH = 100;
/** No field Better Auth takes (email, password, callback URLs, image) needs more. */
export const MAX_AUTH_FIELD_LENGTH = 2048;

const readBody = (request: Request): Promise<unknown> =>
  request
    .clone()
    .json()
    .catch(() => null);

/**
 * The spec requires a name on sign-up; Better Auth accepts an empty one, so blank names are refused
 * here before the request reaches it. Other fields are left to Better Auth's own checks and codes.
 */
export function requireSignUpName(): MiddlewareHandler {
  return async (c, next) => {
    const body = await readBody(c.req.raw);
    const name = body && typeof body === 'object' && 'name' in body ? body.name : undefined;
    if (typeof name !== 'string' || name.trim() === '') {
      return c.json({ code: 'NAME_REQUIRED', message: 'Name is required' }, 400);
    }
    await next();
  };
}

/**
 * Bounds every field sent to Better Auth's routes: a name (sign-up, update-user) at 100 characters,
 * as the profile route does, and any other text at 2,048, so nothing unbounded is stored or logged.
 */
export function boundedAuthFields(): MiddlewareHandler {
  return async (c, next) => {
    const body = await readBody(c.req.raw);
    if (body && typeof body === 'object') {
      for (const [field, value] of Object.entries(body)) {
        if (field === 'name' && typeof value === 'string' && value.trim().length > MAX_NAME_LENGTH) {
          return c.json({ code: 'NAME_TOO_LONG', message: `Name must be at most ${MAX_NAME_LENGTH} characters` }, 400);
        }
        if (typeof value === 'string' && value.length > MAX_AUTH_FIELD_LENGTH) {
          return c.json({ code: 'FIELD_TOO_LONG', message: `${field} must be at most ${MAX_AUTH_FIELD_LENGTH} characters` }, 400);
        }
      }
    }
    await next();
  };
}

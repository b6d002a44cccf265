import type { MiddlewareHandler } from 'hono';

/**
 * Every API answer is personal (a session's data, or an answer that depends on who asks), so none may
 * be kept by a shared cache or the browser's disk: `no-store` unless the route chose its own policy
 * (the scripture text and site icons, the same for everyone, are cached `private` for speed).
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

import type { Context, MiddlewareHandler } from 'hono';

/** PostgreSQL refuses NUL in text: refused here, once, with a message, rather than as a 500 per route. */
export const NUL_REFUSED = { code: 'INVALID_INPUT', message: 'Text may not contain the NUL character (\\u0000). Remove it and try again.' };

/** Whether a JSON text holds a NUL in any string or key (an escaped backslash before `u0000` is no NUL). */
export function jsonHasNul(text: string): boolean {
  if (text.includes('\0')) return true;
  if (!text.includes('\\u0000')) return false;
  let found = false;
  try {
    JSON.parse(text, (key, value: unknown) => {
      if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) found = true;
      return value;
    });
  } catch {
    return false; // not JSON: the route refuses it on its own terms
  }
  return found;
}

async function bodyHasNul(c: Context): Promise<boolean> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return false;
  const type = c.req.header('content-type') ?? '';
  if (/multipart\/|octet-stream|^image\//i.test(type)) return false;
  // A clone: Better Auth and the routes read the original stream.
  const text = await c.req.raw.clone().text();
  return /x-www-form-urlencoded/i.test(type) ? /%00/i.test(text) || text.includes('\0') : jsonHasNul(text);
}

/**
 * 400 for a NUL in the path, the query or (with `body`) a JSON or form body. Mounted after the body
 * size limit, so an oversized body is refused before it is read here.
 */
export function nulGuard(options: { body: boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(c.req.url) || (options.body && (await bodyHasNul(c)))) return c.json(NUL_REFUSED, 400);
    await next();
  };
}

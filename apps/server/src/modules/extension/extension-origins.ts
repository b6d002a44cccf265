import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';

/**
 * A browser extension's origin: Chrome's is `chrome-extension://<32 letters a-p>` (its store id), Firefox's
 * `moz-extension://<uuid>`. Compared as exact strings: `new URL('chrome-extension://x').origin` is the string
 * 'null' in Node, so matching by parsed origin would let any opaque origin through.
 */
const EXTENSION_ORIGIN = /^(chrome-extension:\/\/[a-p]{32}|moz-extension:\/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** `EXTENSION_ORIGINS`: comma-separated extension origins the server accepts requests from (default none). */
export const extensionOriginList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  )
  .superRefine((origins, ctx) => {
    const bad = origins.filter((origin) => !EXTENSION_ORIGIN.test(origin));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${bad.join(', ')}: each must be chrome-extension://<extension id> or moz-extension://<uuid>`,
      });
    }
  });

const ALLOWED_HEADERS = 'content-type';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';

/**
 * CORS with credentials for the listed extension origins only: the new-tab extension's page calls the API
 * from its own origin. Every other origin gets no CORS header, so its page cannot read an answer.
 */
export function extensionCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin') ?? '';
    if (!allowed.has(origin)) return next();
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    c.res.headers.append('Vary', 'Origin');
  };
}

import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const KiB = 1024;
const MiB = 1024 * KiB;

/** Most API bodies are a few fields; a route that takes more says so here, in one place. */
export const DEFAULT_BODY_LIMIT = 128 * KiB;
export const BODY_LIMITS: ReadonlyArray<{ path: RegExp; maxBytes: number }> = [
  // An agent's input may carry a file of up to 10 MB as a data URL (a third larger), plus its fields.
  { path: /^\/api\/agents\/[^/]+\/trigger$/, maxBytes: 16 * MiB },
  // Stripe's events are small; anything larger is not one.
  { path: /^\/api\/billing\/webhook$/, maxBytes: 1 * MiB },
  // A start-page background of up to 5 MB in base64 (a third larger): the route refuses a larger image in its
  // own words up to this limit (6 MB and more).
  { path: /^\/api\/backgrounds\/mine$/, maxBytes: 10 * MiB },
];

const limiters = new Map<number, MiddlewareHandler>();

function limiterFor(maxBytes: number): MiddlewareHandler {
  let limiter = limiters.get(maxBytes);
  if (!limiter) {
    limiter = bodyLimit({
      maxSize: maxBytes,
      onError: (c) =>
        c.json({ code: 'BODY_TOO_LARGE', message: `The request body is larger than the ${Math.round(maxBytes / KiB)} KB this route accepts` }, 413),
    });
    limiters.set(maxBytes, limiter);
  }
  return limiter;
}

/** 413 for a body over its route's limit, checked on the declared length and while the body streams in. */
export function apiBodyLimit(): MiddlewareHandler {
  return (c, next) => {
    const maxBytes = BODY_LIMITS.find((entry) => entry.path.test(c.req.path))?.maxBytes ?? DEFAULT_BODY_LIMIT;
    return limiterFor(maxBytes)(c, next);
  };
}

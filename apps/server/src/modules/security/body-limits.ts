import type { Context, MiddlewareHandler } from 'hono';

const KiB = 1024;
const MiB = 1024 * KiB;

/** Most API bodies are a few fields; a route that takes more says so here, in one place. */
export const DEFAULT_BODY_LIMIT = 128 * KiB;
export const BODY_LIMITS: ReadonlyArray<{ path: RegExp; maxBytes: number }> = [
  // An agent's input may carry a file of up to 10 MB as a data URL (a third larger), plus its fields.
  { path: /^\/api\/agents\/[^/]+\/trigger$/, maxBytes: 16 * MiB },
  // Stripe's events are small; anything larger is not one.
  { path: /^\/api\/billing\/webhook$/, maxBytes: 1 * MiB },
  // A start-page background: the image's own bytes, up to 5 MB; the route refuses a larger image in its own words
  // up to this limit.
  { path: /^\/api\/backgrounds\/mine$/, maxBytes: 8 * MiB },
  // A profile picture: the same checks as a background's, so the same limit.
  { path: /^\/api\/avatars\/mine$/, maxBytes: 8 * MiB },
];

export const BODY_TIMEOUT = (seconds: number) => ({
  code: 'BODY_TIMEOUT',
  message: `The request body did not arrive within ${seconds} seconds. Check your connection and try again.`,
});

const tooLarge = (c: Context, maxBytes: number) =>
  c.json({ code: 'BODY_TOO_LARGE', message: `The request body is larger than the ${Math.round(maxBytes / KiB)} KB this route accepts` }, 413);

/** The whole body, or why it could not be had: larger than `maxBytes`, not in by the deadline, or the client left. */
async function readBody(body: ReadableStream<Uint8Array>, maxBytes: number, deadlineMs: number): Promise<Uint8Array | 'too-large' | 'timeout' | 'aborted'> {
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), deadlineMs)));
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'timeout') return 'timeout';
      if (next.done) break;
      size += next.value.length;
      if (size > maxBytes) return 'too-large';
      chunks.push(next.value);
    }
  } catch {
    return 'aborted';
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks, size);
}

/**
 * 413 for a body over its route's limit (on the declared length, then as it streams in), 408 for one that has not
 * arrived within `deadlineMs`. Reads the body whole before the route runs, so what comes after (the server-wide
 * in-flight count, the routes) sees a request only once its client has sent it: a slow body holds nothing but its
 * own client's share.
 */
export function apiBodyLimit(deadlineMs: number): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const maxBytes = BODY_LIMITS.find((entry) => entry.path.test(c.req.path))?.maxBytes ?? DEFAULT_BODY_LIMIT;
    if (Number(c.req.header('content-length') ?? 0) > maxBytes) return tooLarge(c, maxBytes);
    const read = await readBody(body, maxBytes, deadlineMs);
    if (read === 'too-large') return tooLarge(c, maxBytes);
    if (read === 'timeout' || read === 'aborted') {
      // The rest of a late body is not waited for: the connection goes with the answer.
      c.header('Connection', 'close');
      return read === 'timeout' ? c.json(BODY_TIMEOUT(Math.round(deadlineMs / 1000)), 408) : c.json({ code: 'BODY_INCOMPLETE', message: 'The request body was cut off' }, 400);
    }
    c.req.raw = new Request(c.req.raw, { body: read });
    return next();
  };
}

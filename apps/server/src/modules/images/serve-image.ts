import type { Context } from 'hono';

/** A versioned address never changes: the browser may keep it for a year. */
const VERSIONED_CACHE = 'private, max-age=31536000, immutable';

/**
 * A stored picture as an answer: kept for good at the address of its own version (a new upload gets a new
 * address, so it shows at once), asked again at any other; answered as an image only, never interpreted as a
 * page of this origin.
 */
export function serveStoredImage(c: Context, stored: { version: string; contentType: string; image: Uint8Array }): Response {
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; sandbox");
  c.header('Cache-Control', c.req.query('v') === stored.version ? VERSIONED_CACHE : 'private, no-cache');
  c.header('ETag', `"${stored.version}"`);
  c.header('Content-Type', stored.contentType);
  return c.body(stored.image as Uint8Array<ArrayBuffer>, 200);
}

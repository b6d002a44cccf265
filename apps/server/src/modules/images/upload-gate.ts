import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import { sessionUser } from '../auth/session';

export const UPLOAD_IN_PROGRESS = {
  code: 'UPLOAD_IN_PROGRESS',
  message: 'Your previous image is still being uploaded. Wait for it to finish, then try again.',
} as const;

export const UPLOADS_BUSY = {
  code: 'UPLOADS_BUSY',
  message: 'Many images are being uploaded right now. Please try again in a few seconds.',
} as const;

/**
 * Admits a background upload before its body is read: one per user at a time (429 for another), and at most
 * `maxAtOnce` on the whole server, received, waiting or being decoded (503 past it). Decoding is the heaviest
 * thing a user can ask of the server, and a flood of them must neither queue everyone else nor hold their
 * bodies in memory. Mounted ahead of the API's body reading (app.ts).
 */
export function uploadGate(auth: Auth, maxAtOnce: number): MiddlewareHandler {
  const uploading = new Set<string>();
  return async (c, next) => {
    if (c.req.method !== 'PUT') return next();
    const user = await sessionUser(auth, c);
    // No session: the route answers 401 in its own words.
    if (!user) return next();
    const userId = user.id;
    if (uploading.has(userId)) return c.json(UPLOAD_IN_PROGRESS, 429);
    if (uploading.size >= maxAtOnce) {
      c.header('Retry-After', '5');
      return c.json(UPLOADS_BUSY, 503);
    }
    uploading.add(userId);
    try {
      await next();
    } finally {
      uploading.delete(userId);
    }
  };
}

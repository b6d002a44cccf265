import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import type { Logger } from '../../logger';
import type { AccessService } from '../billing/access-service';
import type { DecodeQueue } from '../images/decode-queue';
import { readImageUpload } from '../images/image-upload';
import { serveStoredImage } from '../images/serve-image';
import { processBackground } from './background-image';
import type { BackgroundStore } from './background-store';

export interface BackgroundRoutesDeps {
  auth: Auth;
  access: AccessService;
  store: BackgroundStore;
  /** The server's one decoding queue, shared with the other uploads (images/decode-queue.ts). */
  decode: DecodeQueue;
  logger: Logger;
  now?: () => Date;
}

/**
 * /api/backgrounds/mine: the signed-in user's own start-page background. PUT takes the picture's own bytes as
 * the body, typed image/* (JPEG, PNG or WebP, at most 5 MB; the type is read from the bytes), re-encodes it
 * and replaces the one kept before; one upload per user at a time (images/upload-gate.ts). GET serves
 * it to its owner only (the address names no user: each session reaches its own image and no other), to another
 * origin only with CORS for a listed extension origin (extensionCors; never Cross-Origin-Resource-Policy:
 * cross-origin, which would let any site embed it);
 * DELETE removes it. A refused upload changes nothing. Uploading takes a subscription (the decoding queue is
 * the paying users'); reading and removing one's own picture take a session only.
 */
export function backgroundRoutes({ auth, access, store, decode, logger, now = () => new Date() }: BackgroundRoutesDeps) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('*', requireSession(auth));

  app.put('/mine', access.requireAccess, async (c) => {
    const body = await readImageUpload(c);
    if (!body.ok) return c.json(body.body, body.status);
    const processed = await decode(() => processBackground(body.bytes));
    if (!processed.ok) return c.json({ code: processed.code, message: processed.message }, 415);
    const { image, contentType, width, height, minDim } = processed;
    const version = randomUUID();
    const user = c.get('user');
    await store.put(user.id, { version, contentType, width, height, minDim, image }, now());
    logger.info({ userId: user.id, bytes: image.byteLength, width, height }, 'background uploaded');
    return c.json({ version, minDim, width, height });
  });

  app.get('/mine', async (c) => {
    const found = await store.get(c.get('user').id);
    if (!found) return c.json({ code: 'NO_BACKGROUND', message: 'You have not uploaded a background' }, 404);
    return serveStoredImage(c, found);
  });

  app.delete('/mine', async (c) => {
    await store.remove(c.get('user').id);
    return c.json({ ok: true });
  });
  return app;
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { BACKGROUND_NOT_AN_IMAGE, checkBackgroundSize } from '@lodestar/core';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import type { Logger } from '../../logger';
import type { AccessService } from '../billing/access-service';
import { processBackground } from './background-image';
import type { BackgroundStore } from './background-store';

/** A versioned address never changes: the browser may keep it for a year. */
const VERSIONED_CACHE = 'private, max-age=31536000, immutable';

export interface BackgroundRoutesDeps {
  auth: Auth;
  access: AccessService;
  store: BackgroundStore;
  logger: Logger;
  now?: () => Date;
}

/**
 * /api/backgrounds/mine: the signed-in user's own start-page background. PUT takes the picture's own bytes as
 * the body, typed image/* (JPEG, PNG or WebP, at most 5 MB; the type is read from the bytes), re-encodes it
 * and replaces the one kept before; one upload per user at a time (upload-gate.ts). GET serves
 * it to its owner only (the address names no user: each session reaches its own image and no other), to another
 * origin only with CORS for a listed extension origin (extensionCors; never Cross-Origin-Resource-Policy:
 * cross-origin, which would let any site embed it);
 * DELETE removes it. A refused upload changes nothing. Uploading takes a subscription (the decoding queue is
 * the paying users'); reading and removing one's own picture take a session only.
 */
export function backgroundRoutes({ auth, access, store, logger, now = () => new Date() }: BackgroundRoutesDeps) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('*', requireSession(auth));
  // One picture decoded at a time on this server (in libvips's own thread, off the event loop): decoding is the
  // heaviest thing a user can ask of it. Who may wait here is upload-gate.ts's to say.
  let queue: Promise<unknown> = Promise.resolve();

  app.put('/mine', access.requireAccess, async (c) => {
    // The bytes as they came: no JSON, no base64, nothing of the picture's size done on the request thread.
    if (!/^image\//i.test(c.req.header('content-type') ?? '')) return c.json({ code: 'NOT_AN_IMAGE', message: BACKGROUND_NOT_AN_IMAGE }, 415);
    const body = new Uint8Array(await c.req.arrayBuffer());
    const size = checkBackgroundSize(body.byteLength);
    if (!size.ok) return c.json({ code: 'IMAGE_TOO_LARGE', message: size.message }, 413);
    const work = queue.then(() => processBackground(body));
    queue = work.catch(() => undefined);
    const processed = await work;
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
    // Answered as an image only; never interpreted as a page of this origin.
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    c.header('Cache-Control', c.req.query('v') === found.version ? VERSIONED_CACHE : 'private, no-cache');
    c.header('ETag', `"${found.version}"`);
    c.header('Content-Type', found.contentType);
    return c.body(found.image as Uint8Array<ArrayBuffer>, 200);
  });

  app.delete('/mine', async (c) => {
    await store.remove(c.get('user').id);
    return c.json({ ok: true });
  });
  return app;
}

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { isAvatarUserId } from '@lodestar/core';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import type { Logger } from '../../logger';
import type { AccessService } from '../billing/access-service';
import type { DecodeQueue } from '../images/decode-queue';
import { readImageUpload } from '../images/image-upload';
import { serveStoredImage } from '../images/serve-image';
import { processAvatar } from './avatar-image';
import type { AvatarStore } from './avatar-store';

export interface AvatarRoutesDeps {
  auth: Auth;
  access: AccessService;
  store: AvatarStore;
  /** The server's one decoding queue, shared with the background uploads (images/decode-queue.ts). */
  decode: DecodeQueue;
  logger: Logger;
  now?: () => Date;
}

export const NO_AVATAR = { code: 'NO_AVATAR', message: 'There is no profile picture here' } as const;

/**
 * /api/avatars: profile pictures (issue 35 item 9). PUT /mine takes the picture's own bytes, typed image/*, with
 * the background upload's checks (JPEG, PNG or WebP by its bytes, at most 5 MB and 50 megapixels), re-encodes it
 * as a 256 x 256 WebP square without metadata and replaces the one kept before; one upload per user at a time and
 * a few on the server (images/upload-gate.ts). A refused upload changes nothing. DELETE /mine removes it: the
 * letter shows again. GET /:userId serves a picture to its owner and to admins (the Admin Panel's list), and to
 * nobody else: to them there is none (404, as for a user without one). Uploading takes access, as a background
 * does (the decoding queue is the paying users'); reading and removing take a session only.
 */
export function avatarRoutes({ auth, access, store, decode, logger, now = () => new Date() }: AvatarRoutesDeps) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('*', requireSession(auth));

  app.put('/mine', access.requireAccess, async (c) => {
    const body = await readImageUpload(c);
    if (!body.ok) return c.json(body.body, body.status);
    const processed = await decode(() => processAvatar(body.bytes));
    if (!processed.ok) return c.json({ code: processed.code, message: processed.message }, 415);
    const version = randomUUID();
    const user = c.get('user');
    await store.put(user.id, { version, contentType: 'image/webp', image: processed.image }, now());
    logger.info({ userId: user.id, bytes: processed.image.byteLength }, 'profile picture uploaded');
    return c.json({ version, width: processed.width, height: processed.height });
  });

  app.delete('/mine', async (c) => {
    await store.remove(c.get('user').id);
    return c.json({ ok: true });
  });

  app.get('/:userId', async (c) => {
    const viewer = c.get('user');
    const userId = c.req.param('userId');
    if (!isAvatarUserId(userId) || (userId !== viewer.id && viewer.role !== 'admin')) return c.json(NO_AVATAR, 404);
    const found = await store.get(userId);
    if (!found) return c.json(NO_AVATAR, 404);
    return serveStoredImage(c, found);
  });
  return app;
}

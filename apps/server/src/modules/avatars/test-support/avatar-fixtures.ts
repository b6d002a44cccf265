import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { userAvatar } from '../../../db/avatar-schema';
import { user } from '../../../db/auth-schema';
import type { TestClient } from '../../../test-support/test-client';
import type { TestServer } from '../../../test-support/test-server';
import { member } from '../../admin/test-support/admin-fixtures';
import { putSubscription } from '../../billing/test-support/billing-fixtures';

/** A signed-in user who may upload (uploading decodes, which takes access as a background does). */
export async function uploader(server: TestServer, options: { name?: string } = {}) {
  const signedIn = await member(server, options);
  await putSubscription(server, signedIn.id);
  return signedIn;
}

/**
 * A wide photo as a phone takes it, with the camera's metadata (and where it was taken): its left and right
 * thirds red and blue, its middle green, so a centred square is green from edge to edge.
 */
export async function widePhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Uint8Array> {
  const third = (colour: string) => sharp({ create: { width: 400, height: 400, channels: 3, background: colour } }).png().toBuffer();
  const image = sharp({ create: { width: 1200, height: 400, channels: 3, background: '#000' } })
    .composite([
      { input: await third('#ff0000'), left: 0, top: 0 },
      { input: await third('#00ff00'), left: 400, top: 0 },
      { input: await third('#0000ff'), left: 800, top: 0 },
    ])
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toFormat(format);
  return new Uint8Array(await image.toBuffer());
}

/** As the browser sends a file: its own bytes, typed as the browser guessed (the server reads the bytes). */
export function uploadAvatar(client: TestClient, bytes: Uint8Array | string, type = 'image/jpeg') {
  return client.request('/api/avatars/mine', { method: 'PUT', headers: { 'content-type': type }, body: bytes });
}

/** The stored picture's row and the version the user's own row names. */
export async function storedAvatar(server: TestServer, userId: string) {
  const db = server.server.database.db;
  const rows = await db.select({ version: userAvatar.version }).from(userAvatar).where(eq(userAvatar.userId, userId));
  const [owner] = await db.select({ avatarVersion: user.avatarVersion }).from(user).where(eq(user.id, userId));
  return { versions: rows.map((row) => row.version), userVersion: owner?.avatarVersion ?? null };
}

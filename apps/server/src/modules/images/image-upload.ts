import type { Context } from 'hono';
import { BACKGROUND_NOT_AN_IMAGE, checkBackgroundSize } from '@lodestar/core';

export type ImageUploadBody =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; status: 413 | 415; body: { code: 'NOT_AN_IMAGE' | 'IMAGE_TOO_LARGE'; message: string } };

/**
 * An upload's body as it came: the picture's own bytes typed image/* (no JSON, no base64, nothing of the
 * picture's size done on the request thread), at most 5 MB. Its real type is read from the bytes when it is
 * re-encoded (reencode-upload.ts); the declared one only turns away what is plainly no picture.
 */
export async function readImageUpload(c: Context): Promise<ImageUploadBody> {
  if (!/^image\//i.test(c.req.header('content-type') ?? '')) return { ok: false, status: 415, body: { code: 'NOT_AN_IMAGE', message: BACKGROUND_NOT_AN_IMAGE } };
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  const size = checkBackgroundSize(bytes.byteLength);
  if (!size.ok) return { ok: false, status: 413, body: { code: 'IMAGE_TOO_LARGE', message: size.message } };
  return { ok: true, bytes };
}

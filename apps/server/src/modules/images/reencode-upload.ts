import type { Sharp } from 'sharp';
import { BACKGROUND_NOT_AN_IMAGE, BACKGROUND_UNREADABLE, sniffBackgroundType } from '@lodestar/core';
import { loadSharp } from './sharp-loader';

/** Larger pictures than a 50-megapixel photo are refused before they are decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

export type ReencodedUpload =
  | { ok: true; image: Uint8Array; width: number; height: number }
  | { ok: false; code: 'NOT_AN_IMAGE' | 'UNREADABLE_IMAGE'; message: string };

/**
 * An uploaded picture as the server keeps it: JPEG, PNG or WebP by its own first bytes (never SVG, GIF or a
 * page), at most 50 megapixels, its first frame only, turned upright by its EXIF orientation, then shaped and
 * encoded by `shape` (a resize and an output format). sharp writes none of the input's metadata unless asked,
 * so a photo's place and camera stay with its owner. Anything libvips cannot read whole is refused.
 */
export async function reencodeUpload(input: Uint8Array, shape: (image: Sharp) => Sharp): Promise<ReencodedUpload> {
  if (!sniffBackgroundType(input.subarray(0, 16))) return { ok: false, code: 'NOT_AN_IMAGE', message: BACKGROUND_NOT_AN_IMAGE };
  const sharp = await loadSharp();
  try {
    const { data, info } = await shape(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate()).toBuffer({
      resolveWithObject: true,
    });
    return { ok: true, image: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch {
    return { ok: false, code: 'UNREADABLE_IMAGE', message: BACKGROUND_UNREADABLE };
  }
}

import type SharpModule from 'sharp';
import {
  BACKGROUND_MAX_HEIGHT,
  BACKGROUND_MAX_WIDTH,
  BACKGROUND_NOT_AN_IMAGE,
  BACKGROUND_UNREADABLE,
  minimumDimForColours,
  sniffBackgroundType,
  type Rgb,
} from '@lodestar/core';

let loaded: Promise<typeof SharpModule> | undefined;
/**
 * sharp (libvips) loads with the first upload, not with the server: every start, and every restart after a
 * crash, would otherwise wait for a native library that most processes never use. One libvips thread per
 * image: an upload is rare, and the machine's cores belong to the sync server.
 */
export function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/** Larger pictures than a 50-megapixel photo are refused before they are decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;
/** The colours the dimming floor is measured on: the image reduced to a grid of this many cells a side. */
const SAMPLE_GRID = 24;

export type ProcessedBackground =
  | { ok: true; image: Uint8Array; contentType: 'image/webp'; width: number; height: number; minDim: number }
  | { ok: false; code: 'NOT_AN_IMAGE' | 'UNREADABLE_IMAGE'; message: string };

/**
 * Re-encodes an uploaded picture as the server keeps it: turned upright by its EXIF orientation, no larger
 * than 2560 x 1600, WebP, without any of the file's metadata (a photo's place and camera stay with its
 * owner). Also measures the least dimming that keeps the start page's white text at AA over it.
 */
export async function processBackground(input: Uint8Array): Promise<ProcessedBackground> {
  if (!sniffBackgroundType(input.subarray(0, 16))) return { ok: false, code: 'NOT_AN_IMAGE', message: BACKGROUND_NOT_AN_IMAGE };
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: BACKGROUND_MAX_WIDTH, height: BACKGROUND_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const sample = await sharp(data)
      .flatten({ background: '#000000' })
      .resize(SAMPLE_GRID, SAMPLE_GRID, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const colours: Rgb[] = [];
    for (let i = 0; i + 2 < sample.length; i += 3) colours.push([sample[i]!, sample[i + 1]!, sample[i + 2]!]);
    return {
      ok: true,
      image: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      minDim: minimumDimForColours(colours),
    };
  } catch {
    return { ok: false, code: 'UNREADABLE_IMAGE', message: BACKGROUND_UNREADABLE };
  }
}

import { BACKGROUND_MAX_HEIGHT, BACKGROUND_MAX_WIDTH, minimumDimForColours, type Rgb } from '@lodestar/core';
import { loadSharp } from '../images/sharp-loader';
import { reencodeUpload, type ReencodedUpload } from '../images/reencode-upload';

/** The colours the dimming floor is measured on: the image reduced to a grid of this many cells a side. */
const SAMPLE_GRID = 24;

export type ProcessedBackground =
  | { ok: true; image: Uint8Array; contentType: 'image/webp'; width: number; height: number; minDim: number }
  | Extract<ReencodedUpload, { ok: false }>;

/**
 * Re-encodes an uploaded picture as the server keeps it (images/reencode-upload.ts): no larger than
 * 2560 x 1600, WebP. Also measures the least dimming that keeps the start page's white text at AA over it.
 */
export async function processBackground(input: Uint8Array): Promise<ProcessedBackground> {
  const encoded = await reencodeUpload(input, (image) =>
    image.resize({ width: BACKGROUND_MAX_WIDTH, height: BACKGROUND_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }),
  );
  if (!encoded.ok) return encoded;
  const sharp = await loadSharp();
  const sample = await sharp(encoded.image)
    .flatten({ background: '#000000' })
    .resize(SAMPLE_GRID, SAMPLE_GRID, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const colours: Rgb[] = [];
  for (let i = 0; i + 2 < sample.length; i += 3) colours.push([sample[i]!, sample[i + 1]!, sample[i + 2]!]);
  return { ...encoded, contentType: 'image/webp', minDim: minimumDimForColours(colours) };
}

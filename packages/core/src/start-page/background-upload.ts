/** The user's own background: what the server takes, and the words both sides use to refuse the rest. */
export const MAX_BACKGROUND_BYTES = 5 * 1024 * 1024;
export const BACKGROUND_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The size the server keeps at most (it never enlarges a smaller picture). */
export const BACKGROUND_MAX_WIDTH = 2560;
export const BACKGROUND_MAX_HEIGHT = 1600;

export const BACKGROUND_NOT_AN_IMAGE = 'That file is not a JPEG, PNG or WebP image. Choose a photo or picture in one of those formats.';
export const BACKGROUND_UNREADABLE = 'That image could not be read. It may be damaged; try another one.';

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

export function backgroundTooLargeMessage(bytes: number): string {
  return `That image is ${megabytes(bytes)} MB; the largest you can upload is 5 MB. Choose a smaller image.`;
}

/** The first check, on the size alone (the browser before sending, the server before decoding). */
export function checkBackgroundSize(bytes: number): { ok: true } | { ok: false; message: string } {
  return bytes > MAX_BACKGROUND_BYTES ? { ok: false, message: backgroundTooLargeMessage(bytes) } : { ok: true };
}

/**
 * The image's type from its first bytes, never from the name or the declared type (which a sender chooses):
 * JPEG (FF D8 FF), PNG (89 'PNG' CR LF 1A LF), WebP ('RIFF' size 'WEBP'); null for anything else.
 */
export function sniffBackgroundType(head: Uint8Array): (typeof BACKGROUND_TYPES)[number] | null {
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

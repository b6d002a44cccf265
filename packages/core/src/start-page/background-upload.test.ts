import { describe, expect, it } from 'vitest';
import { MAX_BACKGROUND_BYTES, checkBackgroundSize, sniffBackgroundType } from './background-upload';

describe("the user's own background", () => {
  it('takes 5 MB and refuses a byte more, saying how large the image is', () => {
    expect(checkBackgroundSize(MAX_BACKGROUND_BYTES)).toEqual({ ok: true });
    expect(checkBackgroundSize(6 * 1024 * 1024)).toEqual({
      ok: false,
      message: 'That image is 6.0 MB; the largest you can upload is 5 MB. Choose a smaller image.',
    });
  });

  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniffBackgroundType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffBackgroundType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffBackgroundType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffBackgroundType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffBackgroundType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffBackgroundType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffBackgroundType(new Uint8Array([]))).toBeNull();
  });
});

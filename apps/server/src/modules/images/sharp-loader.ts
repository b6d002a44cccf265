import type SharpModule from 'sharp';

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

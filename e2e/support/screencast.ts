import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';

/** One frame the browser presented, as raw RGB pixels, with its time from the tab's navigation start. */
export interface Frame {
  at: number;
  width: number;
  height: number;
  pixels: Buffer;
}

/** A rectangle in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Records every frame `tab` presents (the DevTools protocol's Page.startScreencast: a frame each time the
 * compositor draws a new one) while `run` goes on; the frames come back decoded, oldest first.
 */
export async function recordFrames(context: BrowserContext, tab: Page, run: () => Promise<void>): Promise<Frame[]> {
  const cdp = await context.newCDPSession(tab);
  const encoded: Array<{ data: string; timestamp: number }> = [];
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    encoded.push({ data, timestamp: metadata.timestamp ?? 0 });
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  const viewport = tab.viewportSize()!;
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1, maxWidth: viewport.width, maxHeight: viewport.height });
  await run();
  await cdp.send('Page.stopScreencast');
  const origin = await tab.evaluate(() => performance.timeOrigin);
  return Promise.all(
    encoded.map(async ({ data, timestamp }) => {
      const { data: pixels, info } = await sharp(Buffer.from(data, 'base64')).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { at: Math.round(timestamp * 1000 - origin), width: info.width, height: info.height, pixels };
    }),
  );
}

/** Whether every pixel of `frame` has one colour (a tab before its first paint). */
export function isBlank(frame: Frame): boolean {
  const [r, g, b] = frame.pixels;
  for (let i = 0; i < frame.pixels.length; i += 3) {
    if (frame.pixels[i] !== r || frame.pixels[i + 1] !== g || frame.pixels[i + 2] !== b) return false;
  }
  return true;
}

/**
 * The pixels that differ between two frames by more than `tolerance` in a channel (anti-aliasing noise is
 * below it), outside `ignored` (CSS pixels, scaled to the frame): how many, and the box around them.
 */
export function changedPixels(a: Frame, b: Frame, ignored: Box[], scale: number, tolerance = 24): { count: number; box: Box | null } {
  let count = 0;
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  const skip = new Uint8Array(a.width * a.height);
  for (const box of ignored) {
    for (let y = Math.max(0, Math.floor(box.y * scale)); y < Math.min(a.height, Math.ceil((box.y + box.height) * scale)); y += 1)
      skip.fill(1, y * a.width + Math.max(0, Math.floor(box.x * scale)), y * a.width + Math.min(a.width, Math.ceil((box.x + box.width) * scale)));
  }
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      if (skip[y * a.width + x]) continue;
      const i = (y * a.width + x) * 3;
      const delta = Math.max(Math.abs(a.pixels[i]! - b.pixels[i]!), Math.abs(a.pixels[i + 1]! - b.pixels[i + 1]!), Math.abs(a.pixels[i + 2]! - b.pixels[i + 2]!));
      if (delta <= tolerance) continue;
      count += 1;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return { count, box: count ? { x: left / scale, y: top / scale, width: (right - left + 1) / scale, height: (bottom - top + 1) / scale } : null };
}

import type { Locator, Page } from '@playwright/test';

/**
 * A finger on the screen, through Chromium's own touch input (CDP Input.dispatchTouchEvent): the page gets
 * real touchstart/touchmove/touchend and pointer events and the browser's gestures (tap, long press) follow
 * from them, as on a phone. Playwright's touchscreen only taps.
 */
export async function fingerOn(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  let at = { x: 0, y: 0 };
  return {
    async down(target: Locator) {
      const box = (await target.boundingBox())!;
      at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await send('touchStart', at.x, at.y);
    },
    /** Moves the finger in small steps to `to`'s centre, shifted by `dy`. */
    async moveTo(to: Locator, dy = 0) {
      const box = (await to.boundingBox())!;
      const target = { x: box.x + box.width / 2, y: box.y + box.height / 2 + dy };
      const steps = 12;
      for (let step = 1; step <= steps; step += 1) {
        await send('touchMove', at.x + ((target.x - at.x) * step) / steps, at.y + ((target.y - at.y) * step) / steps);
      }
      at = target;
    },
    /** Keeps the finger still for `ms` of real time (the browser's long-press gesture runs on it). */
    hold: (ms: number) => page.waitForTimeout(ms),
    up: () => send('touchEnd'),
  };
}

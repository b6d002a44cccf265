import type { Page } from '@playwright/test';

/** Until the page's CSS transitions have run (the side navigation's width after a resize takes 200 ms). */
async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition another one replaces is cancelled (its promise rejects): wait for whatever runs after it too.
    for (let round = 0; round < 10; round += 1) {
      const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState === 'running');
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * A picture of the whole page as a window that tall shows it (issue 24, item 7). Playwright's fullPage
 * picture stretches the page under the window, so fixed layers (the background, the side navigation, the
 * music bar) cover only the first screen in it; here the window itself grows to the page's height for the
 * picture, then goes back to its size.
 */
export async function shootWholePage(page: Page, path: string): Promise<void> {
  await transitionsDone(page);
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await transitionsDone(page);
  await page.screenshot({ path });
  await page.setViewportSize(size);
}

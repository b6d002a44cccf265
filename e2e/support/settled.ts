import type { Page } from '@playwright/test';

/**
 * Until the page's finite transitions and animations have run (a panel sliding in, the side navigation's width
 * after a resize, a card fading), so a box or a colour is read as it settles. An animation still waiting for its
 * first frame on a busy machine counts as running: a panel measured then sits wholly off screen. Endless ones (a
 * spinner, the visualiser) never finish and are left alone; one another replaces is cancelled (its promise
 * rejects), so whatever runs after it is waited for too.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 10; round += 1) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

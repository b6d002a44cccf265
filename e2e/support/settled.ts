import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Until the page has run the tasks already queued. A card picked up with Space is announced at once, but dnd-kit's
 * keyboard sensor starts listening for the arrows in a task it queues then (its `attach`): an arrow pressed the
 * moment the announcement shows can arrive before that and be lost, where a person's next key never is.
 */
export async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * Until a dialog opened over `under` is the one Escape closes. Radix hands Escape to the new dialog only once the
 * one under it has re-rendered, which marks it `pointer-events: none`, and then run its effects: an Escape pressed
 * the moment the new dialog showed closed the one under it, and the new one with it. No person is that quick.
 */
export async function dialogOnTop(page: Page, under: Locator): Promise<void> {
  await expect(under).toHaveCSS('pointer-events', 'none');
  await queuedTasksRun(page);
}

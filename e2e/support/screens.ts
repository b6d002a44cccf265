import type { Page } from '@playwright/test';
import { animationsSettled } from './settled';

/**
 * A picture of the whole page as a window that tall shows it (issue 24, item 7). Playwright's fullPage
 * picture stretches the page under the window, so fixed layers (the background, the side navigation, the
 * music bar) cover only the first screen in it; here the window itself grows to the page's height for the
 * picture, then goes back to its size.
 */
export async function shootWholePage(page: Page, path: string): Promise<void> {
  await animationsSettled(page);
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await animationsSettled(page);
  await page.screenshot({ path });
  await page.setViewportSize(size);
}

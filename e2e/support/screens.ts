import { expect, type Page } from '@playwright/test';
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

/**
 * Pictures of the page in light and then dark, `${folder}/${name}-light.png` and `-dark.png`, for a person to look
 * at, not compared; nothing when no folder is given (an environment variable unset). The page is left light.
 */
export async function shootLightAndDark(page: Page, folder: string | undefined, name: string): Promise<void> {
  if (!folder) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
    await animationsSettled(page);
    await page.screenshot({ path: `${folder}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

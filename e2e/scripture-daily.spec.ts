import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openDashboard } from './support/dashboard';
import { scriptureOf, showScriptureWidget } from './support/scripture';

test.use({ viewport: { width: 1280, height: 900 } });
// The first request also reads the whole corpus on the server.
test.describe.configure({ timeout: 120_000 });

/** A fresh reader on `day` (local time): the first verse their Scripture widget shows. */
async function firstVerseOn(browser: Browser, baseURL: string, request: Parameters<typeof openDashboard>[1], day: Date, name: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page: Page = await context.newPage();
  await page.clock.install({ time: day });
  await openDashboard(page, request, baseURL, name);
  await showScriptureWidget(page);
  const scripture = scriptureOf(page);
  await expect(scripture.title).not.toBeEmpty();
  const title = (await scripture.title.textContent())!;
  await context.close();
  return title;
}

// Issue 35, item 8: the verse of the day is chosen by the date from a curated list, not drawn at random.
test('every new reader sees the same verse of the day, and the next day brings another', async ({ browser, request, baseURL }) => {
  const day = new Date(2026, 10, 25, 9, 0, 0);
  const first = await firstVerseOn(browser, baseURL!, request, day, 'Ada');
  const second = await firstVerseOn(browser, baseURL!, request, day, 'Ben');
  expect(second, 'two readers on the same day see the same verse').toBe(first);
  const nextDay = await firstVerseOn(browser, baseURL!, request, new Date(2026, 10, 26, 9, 0, 0), 'Cy');
  expect(nextDay).not.toBe(first);
});

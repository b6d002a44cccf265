import { expect, test, type Page } from './support/test';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { changedPixels, isBlank, recordFrames, type Box } from './support/screencast';
import { openAppearance, openStartPage, startPageOf } from './support/start-page';

// Issue 37, item 2: the first frame a warm new tab presents is the finished page (the background, the clock at
// the time, the text in its final colours), and the live page then changes nothing a person sees but live values.
test.describe.configure({ timeout: 120_000 });

/** Whether the page the service worker's cache answers a new tab with holds the dashboard's picture of `text`. */
const bakedWith = (page: Page, text: string) =>
  page.evaluate(async (wanted) => {
    const cached = await caches.match('/');
    const html = cached ? await cached.text() : '';
    return html.includes('data-picture-user') && html.includes(wanted);
  }, text);

/**
 * Where the page shows live values: the clock (set when the picture shows), what the picture leaves blank, and
 * images, which load into boxes of their own size (a favicon's tile), so nothing around them moves.
 */
const liveValues = (page: Page): Promise<Box[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root [data-snapshot-clock], #root [data-snapshot-hide], #root img')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

for (const background of ['the day’s background', 'no background']) {
  test(`a warm new tab's first frame is the finished page, with ${background}`, async ({ page, request, baseURL }) => {
    await blockFavicons(page.context());
    await openStartPage(page, request, baseURL!, 'Frames');
    if (background === 'no background') {
      const settings = await openAppearance(page);
      await settings.getByRole('radio', { name: 'None' }).check();
      await page.keyboard.press('Escape');
      await expect(startPageOf(page).backdrop).toHaveCount(0);
    } else {
      await expect(startPageOf(page).backdrop).toBeVisible();
    }
    const bookmarks = bookmarksOf(page);
    await bookmarks.add(bookmarks.emptyState, 'https://example.org/', { title: 'Evening paper', show: 'Always show' });
    await expect.poll(() => bakedWith(page, 'Evening paper'), { timeout: 30_000 }).toBe(true);

    const tab = await page.context().newPage();
    const frames = await recordFrames(page.context(), tab, async () => {
      await tab.goto('/');
      await expect(tab.locator('#snapshot')).toHaveCount(0);
      await expect(bookmarksOf(tab).link('Evening paper')).toBeVisible();
      // Two frames after the takeover, for whatever it changed to be presented.
      for (let i = 0; i < 3; i += 1) await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    });
    const live = await liveValues(tab);
    const scale = frames[0]!.width / tab.viewportSize()!.width;
    const shown = frames.filter((frame) => !isBlank(frame));
    expect(shown.length, 'frames with something on them').toBeGreaterThan(0);
    for (let i = 1; i < shown.length; i += 1) {
      const change = changedPixels(shown[i - 1]!, shown[i]!, live, scale);
      expect(change, `frame at ${shown[i]!.at} ms against the one at ${shown[i - 1]!.at} ms`).toEqual({ count: 0, box: null });
    }
    // The first frame with anything on it is the page, not a white one waiting for its background: a point of the
    // page's top edge, right of the centre, where nothing but the background is.
    const first = shown[0]!;
    const at = (Math.round(first.height * 0.02) * first.width + Math.round(first.width * 0.6)) * 3;
    const point = [...first.pixels.subarray(at, at + 3)];
    expect(point).toEqual([...shown.at(-1)!.pixels.subarray(at, at + 3)]);
    if (background !== 'no background') expect(point, 'the background').not.toEqual([255, 255, 255]);
  });
}

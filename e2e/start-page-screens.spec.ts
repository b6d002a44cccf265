import { expect, test, type Page } from './support/test';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { shootWholePage } from './support/screens';
import { openAppearance, openStartPage, startPageOf } from './support/start-page';

// Issue 24, item 7 (and issue 33, item 5): pictures of the start page over four backgrounds (the palest and the
// darkest gradients, two photographs) at 375, 1440 and 1920 px, light and dark, and of the picker, to look at: the whole page, with a
// few bookmarks as a subscriber has them. They go to SHOTS_DIR when set (else the test's output folder).

test.describe.configure({ timeout: 240_000 });

const BACKGROUNDS = ['Glacier', 'Dunes', 'Alpine lake', 'Midnight'];
const SIZES = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

async function shoot(page: Page, name: string) {
  const path = process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}.png` : test.info().outputPath(`${name}.png`);
  await shootWholePage(page, path);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the start page over four backgrounds, ${scheme}`, async ({ page, request, baseURL }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(SIZES[1]!);
    await blockFavicons(page);
    await openStartPage(page, request, baseURL!, 'Avery');
    const marks = bookmarksOf(page);
    await marks.add(marks.emptyState, 'https://docs.example.com/plan', { title: 'Quarterly planning doc' });
    await marks.add(marks.addZone('last'), 'https://news.ycombinator.com/', { title: 'Hacker News' });
    await marks.add(marks.addZone('last'), 'https://calendar.example.com/', { title: 'Team calendar' });
    await expect.poll(marks.titles).toEqual(['Quarterly planning doc', 'Hacker News', 'Team calendar']);
    const start = startPageOf(page);
    await start.focusInput.fill('Finish the quarterly plan draft');
    await start.focusInput.press('Enter');
    await expect(start.focusCheck('Finish the quarterly plan draft')).toBeVisible();

    for (const name of BACKGROUNDS) {
      await page.setViewportSize(SIZES[1]!);
      const settings = await openAppearance(page);
      await settings.getByRole('radio', { name }).check();
      if (name === BACKGROUNDS[0]) await shoot(page, `picker-1440-${scheme}`);
      await settings.getByRole('button', { name: 'Close panel' }).click();
      const id = name.toLowerCase().replace(' ', '-');
      await expect(start.backdrop).toHaveAttribute('data-background', id);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect(start.today).toBeVisible();
        // Nothing of the centre is cut off or runs past the window's edges.
        const box = (await start.today.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        await shoot(page, `start-${id}-${size.width}-${scheme}`);
      }
    }
  });
}

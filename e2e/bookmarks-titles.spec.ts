import { expect, test } from './support/test';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';

test.use({ viewport: { width: 1440, height: 900 } });

// Issue 23 item 14 and issue 24 item 3: titles were cut at about 12 characters ('Evening rea…').
test('bookmarks at 1440 px: a 24-character title shows whole, a longer one keeps a tooltip', async ({ page, request, baseURL }) => {
  await blockFavicons(page);
  await openDashboard(page, request, baseURL!, 'Titles');
  const marks = bookmarksOf(page);
  await expect(marks.emptyState).toBeVisible();
  const short = 'Evening reading list 24c';
  const long = 'A much longer bookmark title that cannot fit on the card at all';
  await marks.add(marks.emptyState, 'https://example.com/reading', { title: short, show: 'Always show' });
  await marks.add(marks.addZone('last'), 'https://example.org/long', { title: long, show: 'Always show' });

  const shortTitle = marks.card(short).locator('.bm-card__title');
  await expect(shortTitle).toHaveText(short);
  // Nothing of the title is clipped: its content fits its box both ways.
  const clipped = await shortTitle.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
  expect(clipped).toBe(false);
  // The longer title is reachable whole as the card's tooltip.
  await expect(marks.link('A much longer')).toHaveAttribute('title', long);
});

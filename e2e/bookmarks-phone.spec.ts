import { expect, test } from './support/test';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Issue 23 item 13: the inline edit form widened a 390 px page to 411 px and cut Save in half.
test('bookmarks on a phone: the inline edit form fits the screen with Save fully visible', async ({ page, request, baseURL }) => {
  await blockFavicons(page);
  await openDashboard(page, request, baseURL!, 'Phone');
  const marks = bookmarksOf(page);
  await marks.add(marks.emptyState, 'https://news.ycombinator.com', { title: 'Hacker News' });
  // A second card: in a two-column list it sits on the right, where an overflowing form widens the page.
  await marks.add(marks.region.getByRole('button', { name: 'Add link', exact: true }), 'https://github.com', { title: 'GitHub' });
  // On touch the card's actions are in its menu (item 11), whose button shows in Edit mode (issue 33 item 4).
  await marks.region.getByRole('button', { name: 'Edit', exact: true }).tap();
  for (const title of ['Hacker News', 'GitHub']) {
    await marks.card(title).getByRole('button', { name: `Actions for ${title}` }).tap();
    await page.getByRole('dialog', { name: `Actions for ${title}` }).getByRole('button', { name: 'Edit' }).tap();
    const form = page.getByRole('form', { name: 'Edit link' });
    await expect(form).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `editing ${title}`).toBeLessThanOrEqual(390);
    const save = form.getByRole('button', { name: 'Save' });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport({ ratio: 1 });
    await form.getByRole('button', { name: 'Cancel' }).tap();
    await expect(form).toBeHidden();
  }
});

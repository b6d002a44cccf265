import { expect, test } from './support/test';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { addFeed, icsFeed, lateMorningZone, meetingTimes, serveFeeds, showCalendarWidget } from './support/calendar-feeds';
import { openDashboard } from './support/dashboard';
import { showWidget } from './support/practice';

// Issue 33 item 9, the details that said 'unfinished': bookmark titles on one line in rows of one height, an
// event's time said once with a Join button on its row and no raw link, non-negotiables 2x2 with no orphan.
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 1440, height: 900 }, timezoneId: lateMorningZone() });

const { at } = meetingTimes(76);
let feeds: Awaited<ReturnType<typeof serveFeeds>>;
test.beforeAll(async () => {
  feeds = await serveFeeds({
    '/work.ics': icsFeed([
      { uid: 'review', summary: 'Design review', start: at(0), minutes: 45, location: 'https://acme.zoom.us/j/123456789' },
      { uid: 'dentist', summary: 'Dentist', start: at(120), minutes: 45, location: '212 Harbor St' },
    ]),
  });
});
test.afterAll(() => feeds?.close());

test('bookmark cards: one line of title with an ellipsis, one height per row', async ({ page, request, baseURL }) => {
  await blockFavicons(page);
  await openDashboard(page, request, baseURL!, 'Rows');
  const marks = bookmarksOf(page);
  const long = 'Figma — Onboarding v3, the whole flow with every screen we drew';
  await marks.add(marks.emptyState, 'https://www.figma.com/file', { title: long, show: 'Always show' });
  for (const [url, title] of [
    ['https://linear.app', 'Linear'],
    ['https://docs.google.com', 'Q4 planning doc'],
    ['https://github.com', 'GitHub'],
    ['https://example.com/reading', 'Evening reading list 24c'],
  ] as const) {
    await marks.add(marks.addZone('last'), url, { title, show: 'Always show' });
  }
  const cards = page.getByTestId('bookmark-card');
  await expect(cards).toHaveCount(5);
  const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map(({ x, y, height }) => ({ x, y, height })));
  // Cards of a row (same top) share one height.
  for (const box of boxes) for (const other of boxes.filter((b) => Math.abs(b.y - box.y) < 1)) expect(Math.abs(other.height - box.height)).toBeLessThanOrEqual(1);
  // The long title is one line (as tall as a short one), cut with an ellipsis, whole in the tooltip; a
  // 24-character title shows whole.
  const longTitle = marks.card('Figma').locator('.bm-card__title');
  const shortTitle = marks.card('GitHub').locator('.bm-card__title');
  expect((await longTitle.boundingBox())!.height).toBeCloseTo((await shortTitle.boundingBox())!.height, 0);
  expect(await longTitle.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(longTitle).toHaveCSS('text-overflow', 'ellipsis');
  await expect(marks.link('Figma')).toHaveAttribute('title', long);
  const reading = marks.card('Evening reading').locator('.bm-card__title');
  expect(await reading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test("an event's time said once, a Join button on its row, no raw link; non-negotiables 2x2", async ({ page, request, baseURL }) => {
  // 1 h 16 min before the meeting.
  await page.clock.install({ time: at(-76) });
  await openDashboard(page, request, baseURL!, 'Rowan');
  await showCalendarWidget(page);
  await page.getByRole('button', { name: "Open Today's Events" }).click();
  const widget = page.locator('#widget-calendar');
  await widget.getByRole('button', { name: 'Add ICS feed' }).click();
  await addFeed(page, feeds.url('/work.ics'), 'Work');
  const list = widget.getByRole('list', { name: "Today's events" });
  const row = list.getByRole('listitem').filter({ hasText: 'Design review' });
  await expect(row).toBeVisible();
  const line = row.getByText(/ · in 1h 16m$/);
  await expect(line).toHaveText(/^\d{1,2}:\d{2}( [AP]M)? – \d{1,2}:\d{2} [AP]M · in 1h 16m$/);
  const start = (await line.textContent())!.split(' – ')[0]!.replace(/ [AP]M$/, '');
  const text = (await row.innerText()).replace(/\s+/g, ' ');
  expect(text.split(start).length - 1, `'${start}' once in '${text}'`).toBe(1);
  expect(text).not.toContain('Today');
  expect(text).not.toContain('https://');
  await expect(row.getByRole('button', { name: 'Join Zoom: Design review' })).toBeVisible();
  // A place is shown; an event without a meeting link has no Join button.
  const dentist = list.getByRole('listitem').filter({ hasText: 'Dentist' });
  await expect(dentist).toContainText('212 Harbor St');
  await expect(dentist.getByRole('button', { name: /^Join/ })).toHaveCount(0);

  await showWidget(page, 'Non-Negotiables');
  await page.getByRole('button', { name: 'Open Non-Negotiables' }).click();
  const tiles = page.getByRole('list', { name: "Today's non-negotiables" }).getByRole('listitem');
  await expect(tiles).toHaveCount(4);
  const boxes = await tiles.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) })));
  const rows = new Map<number, number>();
  for (const { y } of boxes) rows.set(y, (rows.get(y) ?? 0) + 1);
  // 2x2 in the card at 1440 (or 4x1 where four fit): never a row of three and an orphan.
  expect([...rows.values()].sort()).toEqual(rows.size === 1 ? [4] : [2, 2]);
  await page.screenshot({ path: test.info().outputPath('details-1440.png'), fullPage: true });
});

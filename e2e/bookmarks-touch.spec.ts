import { expect, test, type Page } from './support/test';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';
import { fingerOn } from './support/touch';
import { shootLightAndDark } from './support/screens';

// Issue 23 items 11, 12 and 14: bookmarks with a finger (a phone) and titles beside the mouse's hover icons.
const SHOTS = process.env.BOOKMARK_SHOTS_DIR;

const shoot = (page: Page, name: string) => shootLightAndDark(page, SHOTS, name);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tap opens the card; its actions come from Edit mode's menu button or a long press, never an invisible button", async ({ page, context, request, baseURL }) => {
    test.setTimeout(60_000);
    await blockFavicons(page);
    await openDashboard(page, request, baseURL!, 'Tapper');
    const marks = bookmarksOf(page);
    await marks.add(marks.emptyState, `${baseURL}/privacy`, { title: 'Privacy' });
    const card = marks.card('Privacy');

    // A tap on the card opens its link in a new tab: nothing is copied, nothing asks to delete.
    const box = (await marks.link('Privacy').boundingBox())!;
    const opened = context.waitForEvent('page', { timeout: 10_000 });
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const popup = await opened;
    await expect(popup).toHaveURL(`${baseURL}/privacy`);
    await popup.close();
    await expect(card.getByText('Copied!')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The mouse's hover actions are not there for a finger; the menu button is, in Edit mode (issue 33 item 4).
    await expect(card.getByRole('button', { name: 'Delete' })).toBeHidden();
    const menuButton = card.getByRole('button', { name: 'Actions for Privacy' });
    await expect(menuButton).toBeHidden();
    await marks.region.getByRole('button', { name: 'Edit', exact: true }).tap();
    await expect(menuButton).toBeVisible();
    await menuButton.tap();
    const menu = page.getByRole('dialog', { name: 'Actions for Privacy' });
    await expect(menu).toBeVisible();
    await shoot(page, 'phone-card-menu');
    await menu.getByRole('button', { name: 'Delete' }).tap();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this card?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await expect(confirm).toBeHidden();

    // Out of Edit mode, a long press on the card opens the same menu, and does not open the link.
    await marks.region.getByRole('button', { name: 'Done', exact: true }).tap();
    await expect(menuButton).toBeHidden();
    const finger = await fingerOn(page);
    await finger.down(marks.link('Privacy'));
    await finger.hold(900);
    await finger.up();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Edit' }).tap();
    await expect(marks.region.getByRole('form', { name: 'Edit link' })).toBeVisible();
    expect(context.pages()).toHaveLength(1);
  });

  test('a visible add button adds a second link; in Edit mode, dragging a card by its handle reorders', async ({ page, context, request, baseURL }) => {
    test.setTimeout(60_000);
    await blockFavicons(page);
    await openDashboard(page, request, baseURL!, 'Dragger');
    const marks = bookmarksOf(page);
    await marks.add(marks.emptyState, 'https://example.com/a', { title: 'Alpha' });
    const addButton = marks.region.getByRole('button', { name: 'Add link', exact: true });
    await expect(addButton).toBeVisible();
    await marks.add(addButton, 'https://example.com/b', { title: 'Bravo' });
    await marks.add(addButton, 'https://example.com/c', { title: 'Charlie' });
    await expect.poll(marks.titles).toEqual(['Alpha', 'Bravo', 'Charlie']);
    await shoot(page, 'phone-cards');

    // Hold Charlie's handle (Edit mode's), then drag it above Alpha.
    await marks.region.getByRole('button', { name: 'Edit', exact: true }).tap();
    const finger = await fingerOn(page);
    await finger.down(marks.region.getByRole('button', { name: 'Drag Charlie' }));
    await finger.hold(400);
    await finger.moveTo(marks.region.getByRole('button', { name: 'Drag Alpha' }), -10);
    await finger.up();
    await expect.poll(marks.titles).toEqual(['Charlie', 'Alpha', 'Bravo']);
    // Nothing opened, and the order holds after a reload.
    expect(context.pages()).toHaveLength(1);
    await page.reload();
    await expect.poll(marks.titles).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });

  test.describe('at 9 in the morning', () => {
    test.use({ timezoneId: 'UTC' });

    test("the other times of day's cards are a tab away; a link added for another period says where it went", async ({ page, request, baseURL }) => {
      test.setTimeout(60_000);
      await page.clock.install({ time: new Date('2026-11-25T09:00:00Z') });
      await blockFavicons(page);
      await openDashboard(page, request, baseURL!, 'Periods');
      const marks = bookmarksOf(page);
      await marks.add(marks.emptyState, 'https://example.com/paper', { title: 'Morning paper' });

      const tab = (name: string) => marks.region.getByRole('tab', { name: new RegExp(`^${name}`) });
      await expect(tab('Morning')).toHaveAttribute('aria-selected', 'true');
      await expect(tab('Morning')).toContainText('Now');

      // Added for the evening: the morning's cards stay as they were, and the widget says where it went.
      await marks.add(marks.region.getByRole('button', { name: 'Add link', exact: true }), 'https://example.com/read', {
        title: 'Reading list',
        show: 'Evening (4 PM - 5 AM)',
      });
      const notice = marks.region.getByRole('status').filter({ hasText: 'Added' });
      await expect(notice).toHaveText(/^Added “Reading list” to Evening \(4 PM - 5 AM\)\./);
      await expect(marks.link('Reading list')).toBeHidden();
      await shoot(page, 'phone-added-elsewhere');
      await marks.region.getByRole('button', { name: 'Show Evening' }).tap();
      await expect(tab('Evening')).toHaveAttribute('aria-selected', 'true');
      await expect(marks.link('Reading list')).toBeVisible();
      await expect(marks.link('Morning paper')).toBeHidden();
      await expect(notice).toHaveCount(0);

      // And back: the morning's cards.
      await tab('Morning').tap();
      await expect.poll(marks.titles).toEqual(['Morning paper']);
    });
  });
});

test.describe('at 1440 px with a mouse', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the hover actions never cover the card's title", async ({ page, request, baseURL }) => {
    await blockFavicons(page);
    await openDashboard(page, request, baseURL!, 'Hover');
    const marks = bookmarksOf(page);
    const titles = ['Evening reading list for the long weekend', 'Docs'];
    await marks.add(marks.emptyState, 'https://example.com/reading', { title: titles[0] });
    await marks.add(marks.addZone('last'), 'https://example.org/docs', { title: titles[1] });

    for (const title of titles) {
      const card = marks.card(title);
      await card.hover();
      const actions = ['Copy link', 'Edit', 'Delete'].map((name) => card.getByRole('button', { name }));
      await expect(actions[0]!).toHaveCSS('opacity', '1');
      if (title === 'Docs') await shoot(page, 'desktop-hover');
      const text = (await card.locator('.bm-card__title').boundingBox())!;
      for (const action of actions) {
        const box = (await action.boundingBox())!;
        const overlaps = box.x < text.x + text.width && text.x < box.x + box.width && box.y < text.y + text.height && text.y < box.y + box.height;
        expect(overlaps, `${title}: an action covers the title`).toBe(false);
      }
    }
  });
});

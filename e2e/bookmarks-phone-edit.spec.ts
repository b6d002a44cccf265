import { expect, test, type Page } from './support/test';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';
import { expectApart } from './support/overlap';
import { fingerOn } from './support/touch';
import { shootLightAndDark } from './support/screens';

// Issue 33 item 4: on a phone, drag handles and card menus only in an Edit mode.
const SHOTS = process.env.BOOKMARK_SHOTS_DIR;

const shoot = (page: Page, name: string) => shootLightAndDark(page, SHOTS, name);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the cards show handles and menu buttons only in Edit mode; Done or Escape leaves it', async ({ page, context, request, baseURL }) => {
    await blockFavicons(page);
    await openDashboard(page, request, baseURL!, 'Editor');
    const marks = bookmarksOf(page);
    await marks.add(marks.emptyState, 'https://example.com/a', { title: 'Alpha' });
    const addButton = marks.region.getByRole('button', { name: 'Add link', exact: true });
    await marks.add(addButton, 'https://example.com/b', { title: 'Bravo' });
    await marks.add(addButton, 'https://example.com/c', { title: 'Charlie' });
    await expect.poll(marks.titles).toEqual(['Alpha', 'Bravo', 'Charlie']);

    const handles = marks.region.getByRole('button', { name: /^Drag / });
    const menuButtons = marks.region.getByRole('button', { name: /^Actions for / });
    const edit = marks.region.getByRole('button', { name: 'Edit', exact: true });
    const done = marks.region.getByRole('button', { name: 'Done', exact: true });

    // Content first: a card is its link, nothing else to hit.
    await expect(edit).toBeVisible();
    await expect(edit).toBeInViewport({ ratio: 1 });
    await expectApart(edit, [addButton]);
    // The period tabs keep their whole row: none of them (nor the 'Now' mark) cut off.
    const tabs = marks.region.getByRole('tablist');
    expect(await tabs.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
    await expect(handles).toHaveCount(0);
    await expect(menuButtons).toHaveCount(0);
    await shoot(page, 'phone-edit-off');

    await edit.tap();
    await expect(done).toBeVisible();
    await expect(handles).toHaveCount(3);
    await expect(menuButtons).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectApart(done, [addButton]);
    await shoot(page, 'phone-edit-on');

    // Hold Charlie's handle, then drag it above Alpha; Edit mode stays on.
    const finger = await fingerOn(page);
    await finger.down(marks.region.getByRole('button', { name: 'Drag Charlie' }));
    await finger.hold(400);
    await finger.moveTo(marks.region.getByRole('button', { name: 'Drag Alpha' }), -10);
    await finger.up();
    await expect.poll(marks.titles).toEqual(['Charlie', 'Alpha', 'Bravo']);
    await expect(done).toBeVisible();
    expect(context.pages()).toHaveLength(1);

    // A card's menu opens from its button. Escape closes the menu alone, a second one leaves Edit mode and
    // gives the focus to Edit (the menu button it was on is gone).
    await marks.card('Alpha').getByRole('button', { name: 'Actions for Alpha' }).tap();
    const menu = page.getByRole('dialog', { name: 'Actions for Alpha' });
    await expect(menu.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await shoot(page, 'phone-edit-menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(done).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();
    await expect(handles).toHaveCount(0);

    // From the keyboard: Enter turns it on, and Done (a tap here) off.
    await page.keyboard.press('Enter');
    await expect(done).toBeFocused();
    await expect(handles).toHaveCount(3);
    await done.tap();
    await expect(edit).toBeVisible();
    await expect(handles).toHaveCount(0);
    await expect(menuButtons).toHaveCount(0);

    // Out of Edit mode a long press still opens a card's menu, by that card (its hidden button is no anchor): below
    // it, or above it when the bottom bar leaves too little room.
    await finger.down(marks.link('Bravo'));
    await finger.hold(900);
    await finger.up();
    const bravoMenu = page.getByRole('dialog', { name: 'Actions for Bravo' });
    await expect(bravoMenu).toBeVisible();
    const card = (await marks.card('Bravo').boundingBox())!;
    const panel = (await bravoMenu.boundingBox())!;
    const gap = panel.y >= card.y + card.height ? panel.y - (card.y + card.height) : card.y - (panel.y + panel.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(24);
    expect(panel.x + panel.width).toBeCloseTo(card.x + card.width, 0);
    await page.keyboard.press('Escape');
    await expect(bravoMenu).toBeHidden();

    // The mode is the screen's state, not the account's: a reload starts out of it, with the order kept.
    await edit.tap();
    await expect(done).toBeVisible();
    await page.reload();
    await expect(edit).toBeVisible();
    await expect(handles).toHaveCount(0);
    await expect.poll(marks.titles).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });
});

test.describe('at 1440 px with a mouse', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('no Edit mode: the hover actions as before, and no Edit/Done button', async ({ page, request, baseURL }) => {
    await blockFavicons(page);
    await openDashboard(page, request, baseURL!, 'Desk');
    const marks = bookmarksOf(page);
    await marks.add(marks.emptyState, 'https://example.com/a', { title: 'Alpha' });
    await marks.add(marks.addZone('last'), 'https://example.com/b', { title: 'Bravo' });
    await expect(marks.region.getByRole('tablist')).toBeVisible();
    // Every button named Edit is a card's own (two cards, one each).
    const edits = marks.region.getByRole('button', { name: 'Edit', exact: true });
    await expect(edits).toHaveCount(2);
    for (const title of ['Alpha', 'Bravo']) await expect(marks.card(title).getByRole('button', { name: 'Edit', exact: true })).toHaveCount(1);
    await expect(marks.region.getByRole('button', { name: 'Done', exact: true })).toHaveCount(0);
    await marks.card('Alpha').hover();
    await expect(marks.card('Alpha').getByRole('button', { name: 'Copy link' })).toHaveCSS('opacity', '1');
  });
});

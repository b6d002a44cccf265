import { expect, test, type Page } from './support/test';
import { openDashboard } from './support/dashboard';
import { phoneBarOf } from './support/phone-bar';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/** A one-finger swipe on an element, from its middle, by dy pixels (negative is up). */
async function swipe(page: Page, selector: string, dy: number) {
  await page.locator(selector).evaluate((element, distance) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const touch = (clientY: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY });
    element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(y)], changedTouches: [touch(y)] }));
    element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(y + distance)] }));
  }, dy);
}

test('one bottom bar of five labelled items; Widgets opens the list as a sheet, a widget from it; Widgets, the backdrop or a swipe up closes it', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Mo');
  const phone = phoneBarOf(page);
  await expect(phone.bar).toBeVisible();
  expect((await phone.bar.boundingBox())!.height).toBe(60);
  // No second bar: the widgets are in a sheet.
  await expect(page.getByRole('navigation', { name: 'Widgets' })).toHaveCount(0);
  for (const name of ['Bookmarks', 'Widgets', 'Library', 'Settings']) {
    const box = await phone.bar.getByRole('button', { name }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);
    expect(box!.width).toBeGreaterThanOrEqual(48);
  }

  await phone.open('Review Goals', 'tap');
  const sheet = page.getByRole('dialog', { name: 'Review Goals' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Review now' })).toBeVisible();
  await expect(phone.widgets).toHaveAttribute('aria-expanded', 'true');
  await phone.widgets.tap();
  await expect(sheet).toBeHidden();
  await expect(phone.widgets).toHaveAttribute('aria-expanded', 'false');

  // A tap on the backdrop closes it.
  await phone.open('Pomodoro', 'tap');
  await expect(page.getByRole('dialog', { name: 'Pomodoro Timer' })).toBeVisible();
  await page.touchscreen.tap(187, 40);
  await expect(page.getByRole('dialog', { name: 'Pomodoro Timer' })).toBeHidden();

  await phone.open('Calendar', 'tap');
  const calendar = page.getByRole('dialog', { name: "Today's Events" });
  await expect(calendar).toBeVisible();
  await swipe(page, '#widget-sheet', -60);
  await expect(calendar).toBeVisible();
  await swipe(page, '#widget-sheet', -120);
  await expect(calendar).toBeHidden();
});

test('the hamburger menu opens full width, locks the page scroll, and Escape closes it', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Menu');
  expect(await bodyOverflow(page)).not.toBe('hidden');

  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect.poll(async () => Math.round((await menu.boundingBox())!.width)).toBe(375);
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');

  for (const section of ['Navigation', 'Widgets', 'Settings']) {
    await expect(menu.getByRole('heading', { name: section })).toBeVisible();
  }
  for (const item of ['Home', 'Bookmarks', 'Calendar', 'Pomodoro', 'Review Goals', 'Non-negotiables', 'Time & Energy Audit', 'Agents', 'Settings', 'Subscription', 'Account', 'Help', 'Logout']) {
    await expect(menu.getByRole('button', { name: item, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  // Admin is for administrators only.
  await expect(menu.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
});

test('a widget chosen in the menu opens in the slide-up panel, and Logout goes to the site root', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Lou');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Time & Energy Audit' }).tap();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  const audit = page.getByRole('dialog', { name: 'Time & Energy Audit' });
  await expect(audit).toBeVisible();
  await phoneBarOf(page).widgets.tap();
  await expect(audit).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).tap();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('every name in the bottom bar and the Widgets sheet shows whole at 390 and 375 px, nothing cut', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Nia');
  const phone = phoneBarOf(page);
  for (const width of [390, 375]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(phone.bar.getByRole('button')).toHaveText(['Bookmarks', 'Widgets', 'Library', 'Settings']);
    await phone.widgets.tap();
    await expect(phone.list.getByRole('button')).toHaveText(['Calendar', 'Pomodoro', 'Review Goals', 'Non-negotiables', 'Time & Energy Audit']);
    // No item nor its name is narrower or lower than what it holds (an ellipsis, a clipped second line).
    for (const scope of [phone.bar, phone.list]) {
      const cut = await scope.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('button, button > span:last-child')]
          .filter((item) => item.scrollWidth > item.clientWidth || item.scrollHeight > item.clientHeight)
          .map((item) => item.textContent),
      );
      expect(cut, `at ${width} px`).toEqual([]);
    }
    await phone.widgets.tap();
    await expect(phone.list).toBeHidden();
    // The bar keeps its 60 px.
    expect((await phone.bar.boundingBox())!.height).toBe(60);
  }
});

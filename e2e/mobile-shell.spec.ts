import { expect, test, type Page } from './support/test';
import { openDashboard } from './support/dashboard';

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

test('the widget bar opens the slide-up panel; the active tab, the backdrop or a swipe up closes it', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Mo');
  const bar = page.getByRole('navigation', { name: 'Widgets' });
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())!.height).toBe(48);
  const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
  expect((await bottom.boundingBox())!.height).toBe(60);
  for (const name of ['Books', 'Library', 'Agents', 'Settings']) {
    const box = await bottom.getByRole('button', { name }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);
    expect(box!.width).toBeGreaterThanOrEqual(48);
  }

  const goals = bar.getByRole('button', { name: 'Goals' });
  await goals.tap();
  const sheet = page.getByRole('dialog', { name: 'Review Goals' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Review now' })).toBeVisible();
  await expect(goals).toHaveAttribute('aria-expanded', 'true');
  await goals.tap();
  await expect(sheet).toBeHidden();

  // Another tab switches the panel, a tap on the backdrop closes it.
  await bar.getByRole('button', { name: 'Pomodoro' }).tap();
  await expect(page.getByRole('dialog', { name: 'Pomodoro Timer' })).toBeVisible();
  await page.touchscreen.tap(187, 40);
  await expect(page.getByRole('dialog', { name: 'Pomodoro Timer' })).toBeHidden();

  await bar.getByRole('button', { name: 'Calendar' }).tap();
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
  await page.getByRole('navigation', { name: 'Widgets' }).getByRole('button', { name: 'Time Audit' }).tap();
  await expect(audit).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).tap();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('every name in the widget bar shows whole at 390 and 375 px, nothing cut', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Nia');
  const bar = page.getByRole('navigation', { name: 'Widgets' });
  for (const width of [390, 375]) {
    await page.setViewportSize({ width, height: 844 });
    for (const name of ['Calendar', 'Pomodoro', 'Goals', 'Non-negotiables', 'Time Audit']) {
      await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
    }
    // No tab nor its name is narrower or lower than what it holds (an ellipsis, a clipped second line).
    const cut = await bar.evaluate((nav) =>
      [...nav.querySelectorAll<HTMLElement>('button, button > span:last-child')]
        .filter((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
        .map((element) => element.textContent),
    );
    expect(cut, `at ${width} px`).toEqual([]);
    // The bar keeps its 48 px.
    expect((await bar.boundingBox())!.height).toBe(48);
  }
});

import { expect, test } from './support/test';
import { openDashboard } from './support/dashboard';
import { pomodoroOf } from './support/pomodoro';
import { greetingOf } from './support/login-page';

test.use({ viewport: { width: 1280, height: 800 } });

test('the sidebar starts collapsed (72 px), widens to 240 px, and the choice holds after a reload', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Desk');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(72);
  await expect(nav.getByText('L', { exact: true })).toBeVisible();
  for (const entry of ['Library', 'Bookmarks', 'Wins', 'Agents', 'Profile', 'Settings']) {
    await expect(nav.getByRole('button', { name: entry, exact: true })).toBeVisible();
  }
  // Scripture is hidden by default, so is its entry.
  await expect(nav.getByRole('button', { name: 'Scripture', exact: true })).toHaveCount(0);

  await nav.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(240);
  await expect(nav.getByText('Lodestar', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('navCollapsed'))).toBe('false');

  await page.reload();
  await expect(nav.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(240);

  await nav.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(72);
  await page.reload();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(72);
});

test('a side panel opens 500 px wide and Escape closes it', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Pan');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Agents' }).click();
  const panel = page.getByRole('dialog', { name: 'Agents' });
  await expect(panel).toBeVisible();
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(500);
  await expect(panel.getByRole('tab', { name: 'Manage Agents' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Library' }).click();
  const library = page.getByRole('dialog', { name: 'Library' });
  await expect.poll(async () => (await library.boundingBox())?.width).toBe(400);
  await library.getByRole('button', { name: 'Close panel' }).click();
  await expect(library).toBeHidden();
});

test('at 1920 px the edge dock is flush with the window edge, and the content keeps clear of it', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openDashboard(page, request, baseURL!, 'Wide');
  const dock = page.getByRole('navigation', { name: 'Collapsed widgets' });
  const tab = dock.getByRole('button', { name: 'Open Review Goals' });
  const [dockBox, tabBox, mainBox] = [(await dock.boundingBox())!, (await tab.boundingBox())!, (await page.getByRole('main').boundingBox())!];
  expect(Math.round(dockBox.x + dockBox.width)).toBe(1920);
  expect(Math.round(tabBox.x + tabBox.width)).toBe(1920);
  expect(mainBox.x + mainBox.width).toBeLessThanOrEqual(dockBox.x);
  // A new account's audit waits in Settings: the dock ends with its one tab, no empty slot kept for the audit's.
  await expect(page.getByRole('button', { name: 'Open Time & Energy Audit' })).toHaveCount(0);
  expect(dockBox.y + dockBox.height).toBeLessThanOrEqual(tabBox.y + tabBox.height + 2);
});

test('collapsed sidebar widgets sit as tabs on the right edge, and a tab opens its card in view', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Edge');
  // Review Goals is visible by default and starts collapsed: the first tab, 200 px from the top.
  const tab = page.getByRole('button', { name: 'Open Review Goals' });
  await expect(tab).toBeVisible();
  const box = (await tab.boundingBox())!;
  expect(box).toMatchObject({ y: 200, width: 60, height: 60, x: 1280 - 60 });
  // Its name shows beside it on keyboard focus (and hover), in the words of its accessible name.
  const label = () => tab.evaluate((element) => {
    const style = getComputedStyle(element, '::before');
    return { text: style.content, opacity: style.opacity };
  });
  expect(await label()).toEqual({ text: '"Review Goals"', opacity: '0' });
  await tab.focus();
  await expect.poll(label).toEqual({ text: '"Review Goals"', opacity: '1' });

  // Review Goals is the tab or the review itself: one click opens the review, the tab stays.
  await tab.click();
  await expect(page.getByRole('dialog', { name: 'Review Goals Setup' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tab).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review Goals' })).toBeHidden();

  // Another sidebar widget's tab opens its card among the others, and its collapse button puts it back.
  const pomodoro = pomodoroOf(page);
  await pomodoro.show();
  await pomodoro.tab.click();
  const card = page.getByRole('region', { name: 'Pomodoro Timer' });
  // It opens under the first screen: the page brings it into view, with the focus the tab had.
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  await expect(pomodoro.tab).toBeHidden();
  await pomodoro.collapse();
  await expect(card).toBeHidden();
});

test('the signed-out demo opens from the login page and offers to sign up', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try without an account' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(greetingOf(page, 'there')).toBeVisible();
  const signUp = page.getByRole('link', { name: 'Sign up to sync' });
  await expect(signUp).toHaveAttribute('href', '/login?signup=true');
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

  await signUp.click();
  await expect(page.getByRole('button', { name: 'Create Account', exact: true })).toBeVisible();
});

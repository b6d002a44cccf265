import { expect, test, type Page } from './support/test';
import { scan, expectNoFindings, type Finding } from './support/axe';
import { blockFavicons, bookmarksOf } from './support/bookmarks';
import { openDashboard } from './support/dashboard';
import { pomodoroOf } from './support/pomodoro';

// A Monday morning: the evening's bookmark is not among the cards on the page, only in the palette.
const START = new Date('2026-11-23T09:00:00');

function paletteOf(page: Page) {
  const box = page.getByRole('combobox', { name: 'Search' });
  return {
    box,
    list: page.getByRole('listbox'),
    option: (name: string | RegExp) => page.getByRole('option', { name, exact: typeof name === 'string' }),
    /** Ctrl+K, then the query typed key by key. */
    async find(query: string) {
      await page.keyboard.press('Control+k');
      await expect(box).toBeFocused();
      await page.keyboard.type(query);
    },
  };
}

test('by keyboard alone: find an evening bookmark by a loose query and open it, start the Pomodoro, jump to a settings section', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: START });
  await blockFavicons(page);
  // The bookmarks' sites answer locally: a test never leaves the machine.
  await page.route('https://docs.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Docs</title><h1>Example docs</h1>' }));
  await openDashboard(page, request, baseURL!, 'Keys');
  const palette = paletteOf(page);
  const bookmarks = bookmarksOf(page);

  // Add two bookmarks from the palette: 'Add bookmark' opens the widget's own dialog.
  for (const [url, title, show] of [
    ['https://docs.example.com/guide', 'Example Documentation', 'Evening (4 PM - 5 AM)'],
    ['https://news.example.org/', 'Morning News', 'Morning (5 AM - 12 PM)'],
  ] as const) {
    await palette.find('add bookm');
    await expect(palette.option('Add bookmark')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(bookmarks.dialog).toBeVisible();
    await bookmarks.dialog.getByLabel('URL').fill(url);
    await bookmarks.dialog.getByLabel('Title').fill(title);
    await bookmarks.dialog.getByLabel('Show during').selectOption({ label: show });
    await bookmarks.dialog.getByLabel('Title').press('Enter');
    await expect(bookmarks.dialog).toBeHidden();
  }
  // The evening card is not on the morning's page...
  await expect(bookmarks.link('Morning News')).toBeVisible();
  await expect(bookmarks.link('Example Documentation')).toHaveCount(0);

  // ...but the palette finds it by letters typed loosely, first among the results.
  await palette.find('exdoc');
  await expect(palette.list.getByRole('option').first()).toHaveAccessibleName(/Example Documentation/);
  await expect(palette.option(/Example Documentation/)).toHaveAttribute('aria-selected', 'true');
  await expect(palette.option(/Morning News/)).toHaveCount(0);
  await Promise.all([page.waitForURL('https://docs.example.com/guide'), page.keyboard.press('Enter')]);
  await expect(page.getByRole('heading', { name: 'Example docs' })).toBeVisible();
  await page.goBack();
  await expect(bookmarks.link('Morning News')).toBeVisible();

  // Start the Pomodoro (hidden by default): the palette shows it and starts the focus.
  const timer = pomodoroOf(page);
  await palette.find('start pomo');
  await expect(palette.option('Start Pomodoro')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette.box).toBeHidden();
  await expect(timer.widget.getByText('Focus Time')).toBeVisible();
  await expect(timer.widget.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // The recent choice comes first the next time, before anything is typed.
  await page.keyboard.press('Control+k');
  await expect(palette.list.getByRole('group', { name: 'Recent' }).getByRole('option').first()).toHaveAccessibleName(/Pause Pomodoro|Start Pomodoro/);
  await page.keyboard.press('Escape');

  // Jump to a settings section: the panel opens on it, with the focus on its heading.
  await palette.find('settings keyb');
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  const section = settings.getByRole('button', { name: 'Keyboard Shortcuts' });
  await expect(section).toBeFocused();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await expect(settings.getByRole('switch', { name: /Single-key shortcuts/ })).toBeChecked();
});

test("'?' lists the shortcuts; F, P and M act when no field has focus and stop when turned off in Settings; axe is clean with the palette open", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: START });
  await blockFavicons(page);
  await openDashboard(page, request, baseURL!, 'Single');
  const palette = paletteOf(page);
  const timer = pomodoroOf(page);

  await page.keyboard.press('Shift+?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list).toBeVisible();
  for (const does of ['Open the command palette', 'Show keyboard shortcuts', "Edit today's focus", 'Start or pause the Pomodoro', 'Play or pause music']) {
    await expect(list.getByRole('row', { name: new RegExp(does) }).first()).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // P starts the timer (showing it), P again pauses it.
  await page.keyboard.press('p');
  await expect(timer.widget.getByText('Focus Time')).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('p');
  await expect(timer.widget.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();

  // F puts the focus in today's focus line; typed letters then go to it, not to the shortcuts.
  await page.keyboard.press('f');
  const focusInput = page.getByRole('textbox', { name: 'What is your main focus today?' });
  await expect(focusInput).toBeFocused();
  await page.keyboard.type('plan');
  await expect(focusInput).toHaveValue('plan');
  await expect(timer.widget.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
  await focusInput.press('Escape');

  // '/' opens the palette when no field has focus; axe finds nothing serious with it open.
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('/');
  await expect(palette.box).toBeFocused();
  await page.keyboard.type('music');
  await expect(palette.option('Play music')).toBeVisible();
  const findings: Finding[] = [];
  await scan(page, 'command palette', findings);
  expectNoFindings(findings);
  await page.keyboard.press('Escape');

  // Turned off in Settings (synced), the single keys do nothing.
  await palette.find('settings keyboard');
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const toggle = settings.getByRole('switch', { name: /Single-key shortcuts/ });
  await toggle.uncheck();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('p');
  await page.keyboard.press('f');
  await expect(timer.widget.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
  await expect(focusInput).not.toBeFocused();
  // Ctrl+K still opens the palette.
  await page.keyboard.press('Control+k');
  await expect(palette.box).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("the header's Search button opens the palette", async ({ page, request, baseURL }) => {
    await openDashboard(page, request, baseURL!, 'Phone');
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    const palette = paletteOf(page);
    await expect(palette.box).toBeVisible();
    await palette.box.fill('settings appear');
    await expect(palette.option('Settings: Appearance')).toBeVisible();
  });
});

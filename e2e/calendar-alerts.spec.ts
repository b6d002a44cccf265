import type { Page } from '@playwright/test';
import { addFeed, icsFeed, lateMorningZone, meetingTimes, moveClockTo, openCalendarDashboard, serveFeeds, showCalendarWidget } from './support/calendar-feeds';
import { musicOf } from './support/music';
import { expectApart } from './support/overlap';
import { expect, test } from './support/test';
import { phoneBarOf } from './support/phone-bar';

const SHOTS = process.env.CALENDAR_SHOTS_DIR;
const MINUTE = 60_000;
const { at } = meetingTimes();

let feeds: Awaited<ReturnType<typeof serveFeeds>>;

test.use({ timezoneId: lateMorningZone() });
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  feeds = await serveFeeds({
    '/work.ics': icsFeed([
      { uid: 'sync', summary: 'Team sync', start: at(0), minutes: 30, location: 'https://acme.zoom.us/j/123456789' },
      { uid: 'later', summary: 'Budget review', start: at(60), minutes: 30 },
    ]),
    // The same meeting in another calendar, two minutes earlier: merged, it takes this id and start.
    '/personal.ics': icsFeed([{ uid: 'dup', summary: 'Team sync', start: at(-2), minutes: 30 }]),
  });
});
test.afterAll(() => feeds?.close());

/** The 'starting soon' toasts (a modal dialog hides the toaster from the accessibility tree: found by text). */
const meetingToasts = (page: Page) => page.locator('.toast').filter({ hasText: 'Meeting starting soon' });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('one meeting gives one toast, and the toast leaves the music library\'s tabs and close button free', async ({ page, request, baseURL }) => {
    await page.clock.install({ time: at(-10) });
    await openCalendarDashboard(page, request, baseURL!, 'Alerted');
    await showCalendarWidget(page);
    await page.getByRole('button', { name: "Open Today's Events" }).click();
    const widget = page.locator('#widget-calendar');
    await widget.getByRole('button', { name: 'Add ICS feed' }).click();
    await addFeed(page, feeds.url('/work.ics'), 'Work');
    await widget.getByRole('button', { name: 'Calendar settings' }).click();
    await widget.getByRole('button', { name: 'Add Account' }).click();
    await addFeed(page, feeds.url('/personal.ics'), 'Personal');
    await widget.getByRole('button', { name: 'Calendar settings' }).click();

    // Four minutes before the merged meeting (the personal calendar's start).
    await moveClockTo(page, at(-6));
    await expect(meetingToasts(page)).toHaveCount(1);
    await expect(meetingToasts(page)).toContainText('Team sync starts in 4 minutes');

    const music = musicOf(page);
    await music.openLibrary.click();
    await expect(music.library).toBeVisible();
    await expect.poll(async () => Math.round((await music.library.boundingBox())!.x)).toBe(1280 - 400);
    await expectApart(meetingToasts(page), [music.library.getByRole('tablist'), music.library.getByRole('button', { name: 'Close panel' })]);
    await page.keyboard.press('Escape');
    await expect(music.library).toBeHidden();

    // The personal account removed, the same meeting comes with the work calendar's id and start: no second toast.
    await widget.getByRole('button', { name: 'Calendar settings' }).click();
    await widget.getByRole('listitem', { name: 'Personal' }).getByRole('button', { name: 'Remove account' }).click();
    await expect(widget.getByRole('listitem', { name: 'Personal' })).toBeHidden();
    await widget.getByRole('button', { name: 'Calendar settings' }).click();
    await expect(widget.getByRole('list', { name: "Today's events" }).getByRole('button', { name: 'Team sync', exact: true })).toBeVisible();
    await page.clock.fastForward(MINUTE);
    await page.clock.fastForward(MINUTE);
    await expect(meetingToasts(page)).toHaveCount(1);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('with the calendar sheet closed, the bottom bar\'s Widgets counts the events and the meeting toast comes; it never covers a dialog\'s title', async ({ page, request, baseURL }) => {
    await page.clock.install({ time: at(-10) });
    await openCalendarDashboard(page, request, baseURL!, 'Pocket');
    const calendarTab = phoneBarOf(page).widgets;
    await phoneBarOf(page).open('Calendar', 'tap');
    const sheet = page.getByRole('dialog', { name: "Today's Events" });
    await sheet.getByRole('button', { name: 'Add ICS feed' }).tap();
    await addFeed(page, feeds.url('/work.ics'), 'Work');
    await expect(sheet.getByRole('button', { name: 'Team sync', exact: true })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-calendar-sheet.png` });
    await calendarTab.tap();
    await expect(sheet).toBeHidden();

    // Closed: the tab counts today's remaining events, and a new tab does too.
    await expect(calendarTab.getByTestId('calendar-badge')).toHaveText('2');
    // Read out in words, not as a bare number.
    await expect(calendarTab).toHaveAccessibleName('Widgets, calendar 2 today');
    await page.reload();
    await expect(calendarTab.getByTestId('calendar-badge')).toHaveText('2');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-calendar-badge.png` });

    // The person was about to add a bookmark when the meeting comes: the toast stands clear of the clock, greeting
    // and focus line, of the add button just used, and of the bottom bar (issue 35 item 7).
    const addMark = page.locator('#widget-bookmarks').getByRole('button', { name: /^Add (link|your first bookmark)$/ });
    await addMark.tap();
    await page.getByRole('dialog', { name: 'Add New Link' }).getByRole('button', { name: 'Cancel' }).tap();
    await moveClockTo(page, at(-4));
    await expect(meetingToasts(page)).toHaveCount(1);
    await expect(meetingToasts(page)).toContainText('Team sync starts in 4 minutes');
    const hero = page.getByRole('region', { name: 'Today' });
    await expect(hero).toBeInViewport();
    await expect(async () => expectApart(meetingToasts(page), [hero, addMark, page.getByRole('navigation', { name: 'Bottom navigation' })])).toPass();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-meeting-toast.png` });

    // A full-screen panel keeps its title and close button free.
    await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('button', { name: 'Library' }).tap();
    const library = page.getByRole('dialog', { name: 'Library' });
    await expect(library).toBeVisible();
    await expect.poll(async () => Math.round((await library.boundingBox())!.x)).toBe(0);
    await expectApart(meetingToasts(page), [library.getByRole('heading', { name: 'Library' }), library.getByRole('button', { name: 'Close panel' }), library.getByRole('tablist')]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-library-with-toast.png` });
  });
});

import { mkdirSync } from 'node:fs';
import { addFeed, icsFeed, lateMorningZone, meetingTimes, moveClockTo, openCalendarDashboard, serveFeeds, showCalendarWidget } from './support/calendar-feeds';
import { clickLinksInert, expectInert, expectMarkdownInert, expectShownAsText, HOSTILE, HOSTILE_LINE, HOSTILE_MARKDOWN, hostileShot, watchDialogs } from './support/hostile-text';
import { expect, test } from './support/test';
import { phoneBarOf } from './support/phone-bar';

const SHOTS = process.env.CALENDAR_SHOTS_DIR;
const MINUTE = 60_000;
const { at } = meetingTimes();

let feeds: Awaited<ReturnType<typeof serveFeeds>>;

test.use({ viewport: { width: 1280, height: 800 }, timezoneId: lateMorningZone() });

test.beforeAll(async () => {
  feeds = await serveFeeds({
    '/work.ics': icsFeed([
      { uid: 'sync', summary: 'Team sync', start: at(0), minutes: 30, location: 'https://acme.zoom.us/j/123456789' },
      { uid: 'one', summary: 'Budget review', start: at(60), minutes: 30 },
      { uid: 'two', summary: 'Customer call', start: at(90), minutes: 30 },
      { uid: 'three', summary: 'Hiring panel', start: at(120), minutes: 30 },
      { uid: 'four', summary: 'Retro', start: at(150), minutes: 30, location: 'Room 4' },
    ]),
    // The same meeting, three minutes later, in another calendar.
    '/personal.ics': icsFeed([{ uid: 'dup', summary: 'Team sync', start: at(3), minutes: 30 }]),
  });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(() => feeds?.close());

test('calendar: two ICS feeds merged, details, show more, meeting alert, remove an account', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  // The page's clock starts 8 minutes before the meeting and runs.
  await page.clock.install({ time: at(-8) });
  await openCalendarDashboard(page, request, baseURL!, 'Cal');
  await showCalendarWidget(page);

  // Collapsed by default: the right-edge tab shows '!' until an account is linked.
  const tab = page.getByRole('button', { name: "Open Today's Events" });
  await expect(tab.getByTestId('calendar-badge')).toHaveText('!');
  await tab.click();
  const widget = page.locator('#widget-calendar');
  await expect(widget.getByRole('heading', { name: 'Connect Your Calendar' })).toBeVisible();
  await expect(widget.getByText('View your upcoming meetings and appointments')).toBeVisible();
  if (SHOTS) await widget.screenshot({ path: `${SHOTS}/connect.png` });

  await widget.getByRole('button', { name: 'Add ICS feed' }).click();
  await addFeed(page, feeds.url('/work.ics'), 'Work');
  await widget.getByRole('button', { name: 'Calendar settings' }).click();
  await widget.getByRole('button', { name: 'Add Account' }).click();
  if (SHOTS) {
    await expect(page.getByRole('dialog', { name: 'Add Account' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/add-account.png` });
  }
  await addFeed(page, feeds.url('/personal.ics'), 'Personal');
  await expect(widget.getByRole('listitem', { name: 'Personal' })).toBeVisible();
  if (SHOTS) await widget.screenshot({ path: `${SHOTS}/settings.png` });
  await widget.getByRole('button', { name: 'Calendar settings' }).click();

  // The same meeting from both feeds is shown once, marked as merged; 5 events show 3 at first.
  const list = widget.getByRole('list', { name: "Today's events" });
  await expect(list.getByRole('button', { name: 'Team sync', exact: true })).toHaveCount(1);
  await expect(list.getByRole('img', { name: 'Merged from 2 accounts' })).toHaveCount(1);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // The time said once, no 'Today' (the list is today's), and a Join button on the meeting's row.
  await expect(list.getByRole('listitem').first()).not.toContainText('Today');
  await expect(list.getByRole('listitem').first()).toContainText(/ · in 8m/);
  await expect(list.getByRole('listitem').first().getByRole('button', { name: 'Join Zoom: Team sync' })).toBeVisible();
  await widget.getByRole('button', { name: 'Show 2 more events' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list.getByRole('listitem').last()).toContainText('Room 4');
  if (SHOTS) await widget.screenshot({ path: `${SHOTS}/desktop-light.png` });
  await widget.getByRole('button', { name: 'Show less' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // The details name the service on the join button and list both calendars.
  await list.getByRole('button', { name: 'Team sync', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Team sync' });
  await expect(details.getByRole('button', { name: 'Join Zoom' })).toBeVisible();
  await expect(details.getByText('Calendars')).toBeVisible();
  await expect(details.getByText('https://acme.zoom.us/j/123456789')).toBeVisible();
  if (SHOTS) await details.screenshot({ path: `${SHOTS}/details.png` });
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Four minutes before the start, the minute check raises the 'starting soon' toast with a join action.
  await moveClockTo(page, at(-4));
  const toast = page.locator('.toast[data-source="calendar"]');
  await expect(toast).toContainText('Meeting starting soon');
  await expect(toast).toContainText('Team sync starts in 4 minutes');
  await expect(toast.getByRole('button', { name: 'Join Zoom' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/toast.png` });
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();

  // Removing an account: the meeting is no longer merged.
  await widget.getByRole('button', { name: 'Calendar settings' }).click();
  await widget.getByRole('listitem', { name: 'Personal' }).getByRole('button', { name: 'Remove account' }).click();
  await expect(widget.getByRole('listitem', { name: 'Personal' })).toBeHidden();
  await expect(widget.getByRole('listitem', { name: 'Work' })).toBeVisible();
  await widget.getByRole('button', { name: 'Calendar settings' }).click();
  await expect(list.getByRole('button', { name: 'Team sync', exact: true })).toBeVisible();
  await expect(list.getByRole('img', { name: /Merged from/ })).toHaveCount(0);

  // Collapsed while the meeting starts within the auto-open window (5 minutes by default): the panel opens
  // again by itself, once; collapsed a second time, the tab counts today's remaining events.
  const collapse = page.getByRole('button', { name: "Collapse Today's Events" });
  await collapse.click();
  await expect(list.getByRole('button', { name: 'Team sync', exact: true })).toBeVisible();
  await collapse.click();
  await expect(tab.getByTestId('calendar-badge')).toHaveText('5');
  await expect(widget).toBeHidden();

  // The Google connection's return address: an error is announced, then the address is cleaned to /.
  await page.goto('/?oauth=error&email=&message=Access%20was%20denied');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to add calendar account: Access was denied' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);

  if (SHOTS) {
    await tab.click();
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await widget.screenshot({ path: `${SHOTS}/desktop-dark.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    await phoneBarOf(page).open('Calendar');
    const sheet = page.getByRole('dialog', { name: "Today's Events" });
    await expect(sheet.getByRole('button', { name: 'Team sync', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/mobile-light.png` });
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    await page.screenshot({ path: `${SHOTS}/mobile-dark.png` });
  }
});

/** ICS text values escape backslashes, semicolons, commas and newlines (RFC 5545 §3.3.11). */
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

test('calendar: script, javascript: URLs and event handlers in an account name and in a feed\'s events render inert', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  watchDialogs(page);
  const start = new Date(Math.ceil((Date.now() + 60 * MINUTE) / MINUTE) * MINUTE);
  const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  const title = `${HOSTILE.img} ${HOSTILE.svg}`;
  const hostileFeed = await serveFeeds({
    '/hostile.ics': [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Lodestar e2e//EN',
      'BEGIN:VEVENT',
      'UID:hostile',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(new Date(start.getTime() + 30 * MINUTE))}`,
      `SUMMARY:${icsText(title)}`,
      `LOCATION:${icsText(`${HOSTILE.iframe} ${HOSTILE.url}`)}`,
      `DESCRIPTION:${icsText(HOSTILE_MARKDOWN)}`,
      `URL:${HOSTILE.url}`,
      `CONFERENCE;VALUE=URI:${HOSTILE.url}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  });
  try {
    await openCalendarDashboard(page, request, baseURL!, 'Hostile');
    await showCalendarWidget(page);
    await page.getByRole('button', { name: "Open Today's Events" }).click();
    const widget = page.locator('#widget-calendar');
    await widget.getByRole('button', { name: 'Add ICS feed' }).click();

    // A javascript: feed or server address cannot be added, in the form nor at the API; the account's
    // name takes the payloads as they are.
    const dialog = page.getByRole('dialog', { name: 'Add Account' });
    await dialog.getByRole('tab', { name: 'ICS feed' }).click();
    await dialog.getByLabel('Feed URL').fill(HOSTILE.url);
    await dialog.getByLabel('Name (optional)').fill(`${HOSTILE.script} ${HOSTILE.svg}`);
    await dialog.getByRole('button', { name: 'Add feed' }).click();
    await expect(dialog.getByLabel('Feed URL')).toHaveAccessibleDescription('Enter an http:// or https:// address');
    await dialog.getByRole('tab', { name: 'CalDAV' }).click();
    await dialog.getByLabel('Server URL').fill(HOSTILE.url);
    await dialog.getByLabel('User name').fill(HOSTILE.img);
    await dialog.getByLabel('Password').fill(HOSTILE.script);
    await dialog.getByRole('button', { name: 'Add CalDAV account' }).click();
    await expect(dialog.getByLabel('Server URL')).toHaveAccessibleDescription('Enter an http:// or https:// address');
    const refused = await page.request.post('/api/calendar/accounts/ics', { headers: { origin: baseURL! }, data: { url: HOSTILE.url, label: 'x' } });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('Enter an http:// or https:// address');
    await page.keyboard.press('Escape');
    await widget.getByRole('button', { name: 'Add ICS feed' }).click();
    await addFeed(page, hostileFeed.url('/hostile.ics'), `${HOSTILE.script} ${HOSTILE.svg}`);

    await page.reload();
    const list = widget.getByRole('list', { name: "Today's events" });
    await expect(list.getByRole('button', { name: title })).toBeVisible();
    await expect(list).toContainText(HOSTILE.iframe);
    await expectInert(page);
    await list.getByRole('button', { name: title }).click();
    const details = page.getByRole('dialog', { name: title });
    await expectShownAsText(details, [HOSTILE.img, HOSTILE.svg, HOSTILE.iframe, HOSTILE.script]);
    // No join button from a javascript: conference or URL.
    await expect(details.getByRole('button', { name: /^Join/ })).toHaveCount(0);
    await expectMarkdownInert(page, details.locator('.ui-markdown'));
    await hostileShot(page, 'calendar-details');
    await clickLinksInert(page, details);
    await page.keyboard.press('Escape');

    await widget.getByRole('button', { name: 'Calendar settings' }).click();
    await expect(widget.getByRole('listitem', { name: `${HOSTILE.script} ${HOSTILE.svg}` })).toBeVisible();
    await expectInert(page);

    // The Google connection's return address is anyone's link: its message and email show as text.
    await page.goto(`/?oauth=error&email=&message=${encodeURIComponent(HOSTILE_LINE)}`);
    await expect(page.getByRole('alert').filter({ hasText: `Failed to add calendar account: ${HOSTILE_LINE}` })).toBeVisible();
    await expectInert(page);
    await page.goto(`/?oauth=success&email=${encodeURIComponent(HOSTILE.img)}`);
    await expect(page.getByText(`Calendar account added: ${HOSTILE.img}`)).toBeVisible();
    await expectInert(page);
  } finally {
    await hostileFeed.close();
  }
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount, PASSWORD, uniqueEmail } from '../support/accounts';
import { importBackupFile } from '../support/backup';
import { addFeed, icsFeed, lateMorningZone, serveFeeds } from '../support/calendar-feeds';
import { checkOut, gate, payAndConfirm } from '../support/subscription';
import { phoneBarOf } from '../support/phone-bar';

// The pictures of docs/screenshots/ (`npm run screenshots`): login, paywall, the empty first run, a realistic
// user's dashboard, Settings and one open widget, at three widths, light and dark. Not a test of the product:
// a picture that cannot be taken is named at the end, and the run fails, so a changed screen is noticed.

const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const SIZES = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

/** It is late morning in this zone whenever the pictures are taken, so today's events are still ahead. */
const ZONE = lateMorningZone();
const day = (offset = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));
const minutesFromNow = (minutes: number) => new Date(Math.ceil((Date.now() + minutes * 60_000) / 300_000) * 300_000);

const failures: string[] = [];
/** SCREENSHOTS_ONLY=dashboard,settings takes only those sets (the others are left as they are). */
const only = process.env.SCREENSHOTS_ONLY?.split(',');

async function save(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600); // fades and transitions end
  const png = await page.screenshot({ animations: 'disabled' });
  await sharp(png).webp({ quality: 72 }).toFile(path.join(OUT, `${name}.webp`));
}

/** Takes `name` at every size and mode: `prepare` opens the screen; a failure is recorded and the rest go on. */
async function everywhere(page: Page, name: string, prepare: (page: Page, size: (typeof SIZES)[number]) => Promise<void>) {
  if (only && !only.includes(name)) return;
  for (const size of SIZES) {
    for (const mode of MODES) {
      const shot = `${name}-${size.width}-${mode}`;
      try {
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme: mode satisfies Mode });
        await prepare(page, size);
        await save(page, shot);
      } catch (error) {
        failures.push(`${shot}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
}

async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, timezoneId: ZONE, locale: 'en-US' });
}

/** A confirmed account signed in in `context`; with `subscribe`, through the sandbox checkout as a customer pays. */
async function signIn(page: Page, baseURL: string, email: string) {
  const signedIn = await page.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: { email, password: PASSWORD } });
  expect(signedIn.status()).toBe(200);
}

async function account(context: BrowserContext, baseURL: string, name: string, subscribe: boolean, email = uniqueEmail(name.split(' ')[0]!.toLowerCase())): Promise<Page> {
  await createAccount(context.request, baseURL, { name, email });
  const page = await context.newPage();
  await signIn(page, baseURL, email);
  await page.setViewportSize(SIZES[1]);
  await page.goto('/');
  await expect(gate(page).title).toBeVisible();
  if (subscribe) {
    await checkOut(page, 'Monthly');
    await payAndConfirm(page);
  }
  return page;
}

async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Today' }).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
}

/** Settings from the side navigation, or from the phone's menu. */
async function openSettings(page: Page) {
  await openDashboard(page);
  const fromNav = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' });
  if (await fromNav.isVisible()) await fromNav.click();
  else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Settings', exact: true }).click();
  }
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
}

/** A widget opened from its edge tab ('Open Pomodoro Timer') or, on a phone, from the bottom bar's Widgets sheet. */
async function openWidget(page: Page, title: string, id: string) {
  await openDashboard(page);
  const widget = page.locator(`section[data-widget="${id}"]`);
  // Opened at an earlier width, it is among the cards, under the first screen.
  if (await widget.isVisible()) {
    await widget.scrollIntoViewIfNeeded();
    return;
  }
  const phone = phoneBarOf(page);
  if (await phone.bar.isVisible()) {
    // The sheet names a widget by its menu word ('Pomodoro'), the first of its title.
    await phone.open(title.split(' ')[0]!);
    await expect(widget).toBeVisible();
    return;
  }
  const short = title.split(' ')[0]!;
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new RegExp(`^(Open ${escaped(title)}|${escaped(title)}|${escaped(short)})$`);
  await page.getByRole('button', { name: names }).filter({ visible: true }).first().click();
  await expect(widget).toBeVisible();
}

/** A week of a product designer's start page: bookmarks for each part of the day, wins, focus, non-negotiables. */
function mayasBackup() {
  const link = (id: string, title: string, url: string, order: number, alwaysShow = false) => ({ id, title, url, order, alwaysShow, createdAt: Date.now() - 30 * 86_400_000 });
  const midday = (offset: number) => new Date(`${day(offset)}T12:00:00`).getTime();
  const win = (offset: number, content: string) => ({ content, date: midday(offset), createdAt: midday(offset), updatedAt: midday(offset) });
  const items = [
    ['exhaust-the-body', 'Exhaust the Body', 'Barbell'],
    ['focus-the-vision', 'Focus the Vision', 'Target'],
    ['grow-the-spirit', 'Grow the Spirit', 'HandsPraying'],
    ['feed-the-mind', 'Feed the Mind', 'Book'],
  ] as const;
  return {
    version: 1,
    timestamp: new Date().toISOString(),
    data: {
      tabs: {
        timeBasedLinks: {
          morning: [
            link('m1', 'Gmail', 'https://mail.google.com/mail/u/0/', 1),
            link('m2', 'Linear: my issues', 'https://linear.app/acme/my-issues', 2),
            link('m3', 'Figma: Onboarding v3', 'https://www.figma.com/file/onboarding-v3', 3),
            link('m4', 'GitHub pull requests', 'https://github.com/pulls', 4),
            link('m5', 'Notion: team wiki', 'https://www.notion.so/acme/wiki', 5, true),
          ],
          afternoon: [
            link('a1', 'Gmail', 'https://mail.google.com/mail/u/0/', 1),
            link('a2', 'Figma: Onboarding v3', 'https://www.figma.com/file/onboarding-v3', 2),
            link('a3', 'Dribbble', 'https://dribbble.com/shots/popular', 3),
            link('a4', 'Hacker News', 'https://news.ycombinator.com/', 4),
          ],
          evening: [
            link('e1', 'Duolingo', 'https://www.duolingo.com/learn', 1),
            link('e2', 'Strava', 'https://www.strava.com/dashboard', 2),
            link('e3', 'Goodreads', 'https://www.goodreads.com/review/list', 3),
          ],
        },
      },
      wins: {
        wins: {
          w1: win(0, 'Ran the onboarding usability test with five customers'),
          w2: win(-1, 'Shipped the new pricing page'),
          w3: win(-2, '10 km run before work'),
          w4: win(-4, 'Mentored Sam through his first design review'),
        },
      },
      nonNegotiables: {
        items: Object.fromEntries(items.map(([id, name, iconName], order) => [id, { name, iconName, order }])),
        completions: Object.fromEntries(
          ['exhaust-the-body', 'feed-the-mind'].map((itemId) => [`${day()}:${itemId}`, { itemId, date: day(), completed: true, completedAt: Date.now() - 3_600_000 }]),
        ),
      },
      startPage: { focus: { [day()]: { text: 'Finish the onboarding redesign for Thursday’s review', done: false } } },
      widgetVisibility: { calendar: true, simpleNonNegotiables: true, pomodoro: true, wins: true, agentCards: false, financialTracker: false, timeAudit: false },
    },
  };
}

test('the pictures of docs/screenshots', async ({ browser, baseURL }) => {
  mkdirSync(OUT, { recursive: true });
  const feeds = await serveFeeds({
    '/work.ics': icsFeed([
      { uid: 'standup', summary: 'Design stand-up', start: minutesFromNow(40), minutes: 15, location: 'https://meet.google.com/abc-defg-hij' },
      { uid: 'review', summary: 'Onboarding review with product', start: minutesFromNow(150), minutes: 45 },
      { uid: 'lunch', summary: 'Lunch with Sam', start: minutesFromNow(240), minutes: 60, location: 'Café Lumen' },
      { uid: 'one-on-one', summary: '1:1 with Priya', start: minutesFromNow(360), minutes: 30 },
    ]),
  });
  try {
    // A visitor: the login page.
    const visitor = await (await newContext(browser, baseURL!)).newPage();
    await everywhere(visitor, 'login', async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    });

    // A new account before it pays: the paywall.
    if (!only || only.includes('paywall')) {
      const newcomer = await account(await newContext(browser, baseURL!), baseURL!, 'Alex Morgan', false);
      await everywhere(newcomer, 'paywall', async (page) => {
        await page.goto('/');
        await expect(gate(page).title).toBeVisible();
      });
    }

    // A new subscriber: the empty first run.
    if (!only || only.includes('first-run')) {
      const subscriber = await account(await newContext(browser, baseURL!), baseURL!, 'Jordan Lee', true);
      await everywhere(subscriber, 'first-run', openDashboard);
    }

    // Maya, a week in: her bookmarks, wins, focus and non-negotiables restored from a backup, her work calendar linked.
    const mayaEmail = uniqueEmail('maya');
    const maya = await account(await newContext(browser, baseURL!), baseURL!, 'Maya Chen', true, mayaEmail);
    await openDashboard(maya);
    const messages: string[] = [];
    maya.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await importBackupFile(maya, { name: 'maya.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(mayasBackup())) });
    // The page reloads with the restored data; on a busy machine it has come back signed out (its session check
    // failed): then Maya signs in again, as she would.
    const signInButton = maya.getByRole('button', { name: 'Sign In', exact: true });
    await expect(signInButton.or(maya.getByRole('link', { name: /Linear: my issues/ }))).toBeVisible();
    if (await signInButton.isVisible()) {
      console.log(`the restore's reload showed the login page; the page's console:\n${messages.join('\n')}`);
      await signIn(maya, baseURL!, mayaEmail);
    }
    await openDashboard(maya);
    await expect(maya.getByRole('link', { name: /Linear: my issues/ })).toBeVisible();
    await openWidget(maya, "Today's Events", 'calendar');
    await maya.locator('#widget-calendar').getByRole('button', { name: 'Add ICS feed' }).click();
    await addFeed(maya, feeds.url('/work.ics'), 'Work');
    await expect(maya.getByRole('list', { name: "Today's events" })).toBeVisible();

    await everywhere(maya, 'dashboard', openDashboard);
    await everywhere(maya, 'settings', openSettings);
    await everywhere(maya, 'widget-pomodoro', (page) => openWidget(page, 'Pomodoro Timer', 'pomodoro'));
  } finally {
    await feeds.close();
  }
  expect(failures, 'pictures that could not be taken').toEqual([]);
});

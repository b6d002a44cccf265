import { expect, test, type Page } from './support/test';
import { shootWholePage } from './support/screens';
import { openStartPage } from './support/start-page';

// Issue 24, item 3: a calm layout that uses the width at 1280, 1440 and 1920 px, with no lone card and no dead
// corner. The widget cards (a region showing its widget's title as a heading) are measured in rows: cards of a
// row overlap vertically. A row whose cards leave more of the content's width empty than its narrowest card is
// wide is a lone card or a dead corner; two cards that overlap cover each other.

test.describe.configure({ timeout: 180_000 });

const CARD_TITLES = ['Wins', 'Scripture', 'Agents', "Today's Events", 'Pomodoro Timer', 'Review Goals', 'Non-Negotiables', 'Financial Tracker', 'Time & Energy Audit'];
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];
/** Gaps between the cards of a row, at most this much each, are not empty room. */
const GAP = 32;

interface Box {
  title: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function cardBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const title of CARD_TITLES) {
    const card = page.getByRole('region', { name: title, exact: true }).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    if (!(await card.isVisible())) continue;
    boxes.push({ title, ...(await card.boundingBox())! });
  }
  return boxes;
}

/** Cards grouped into rows (top to bottom): a card joins a row it overlaps vertically. */
function rowsOf(boxes: Box[]): Box[][] {
  const rows: Box[][] = [];
  for (const box of [...boxes].sort((a, b) => a.y - b.y)) {
    const row = rows.find((cards) => cards.some((card) => box.y < card.y + card.height - 1 && card.y < box.y + box.height - 1));
    if (row) row.push(box);
    else rows.push([box]);
  }
  return rows;
}

/** What is wrong with the page's cards at this size, in words (none when the layout holds). */
async function layoutProblems(page: Page): Promise<string[]> {
  // Every widget's body has loaded (each shows 'Loading <title>' until then): heights are final.
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0);
  const main = (await page.getByRole('main').boundingBox())!;
  const centre = (await page.getByRole('region', { name: 'Today', exact: true }).boundingBox())!;
  const boxes = await cardBoxes(page);
  const problems: string[] = [];
  for (const [index, a] of boxes.entries()) {
    // The centre (clock, greeting, focus) is on top.
    if (a.y < centre.y + centre.height - 1) problems.push(`${a.title} is above or beside the centre of the page`);
    for (const b of boxes.slice(index + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > 1 && down > 1) problems.push(`${a.title} and ${b.title} overlap`);
    }
  }
  for (const row of rowsOf(boxes)) {
    const covered = row.reduce((sum, card) => sum + card.width, 0) + (row.length - 1) * GAP;
    const empty = main.width - covered;
    const narrowest = Math.min(...row.map((card) => card.width));
    if (empty > narrowest) {
      const names = row.map((card) => `${card.title} (${Math.round(card.x)}..${Math.round(card.x + card.width)})`).join(', ');
      problems.push(`a row leaves ${Math.round(empty)} px of ${Math.round(main.width)} empty: ${names}`);
    }
  }
  return problems;
}

/** Checks each size; with SHOTS_DIR set, also keeps a picture of the whole page at each (issue 24, item 7). */
async function expectCalmAtEverySize(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page.getByLabel(/^Loading /)).toHaveCount(0);
    if (process.env.SHOTS_DIR) await shootWholePage(page, `${process.env.SHOTS_DIR}/layout-${name}-${size.width}.png`);
    await expect.poll(() => layoutProblems(page), { message: `at ${size.width} px` }).toEqual([]);
  }
}

/** Settings > Widgets: each named widget switched on or off, as a user does. */
async function setWidgets(page: Page, switches: Record<string, boolean>) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Widgets' }).click();
  for (const [name, on] of Object.entries(switches)) await settings.getByRole('switch', { name, exact: true }).setChecked(on);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
}

/** The widgets shown by default wait in Settings until they hold something (issue 33 item 2): the user turns them on. */
const DEFAULT_CARDS = { Agents: true, 'Financial Tracker': true, 'Time & Energy Audit': true };

test('the default widgets use the width at 1280, 1440 and 1920 px', async ({ page, request, baseURL }) => {
  await page.setViewportSize(SIZES[1]!);
  await openStartPage(page, request, baseURL!, 'Avery');
  await setWidgets(page, DEFAULT_CARDS);
  await expect(page.getByRole('region', { name: 'Agents', exact: true })).toBeVisible();
  await expectCalmAtEverySize(page, 'default');
});

test('every widget shown, then a few hidden, still fill their rows', async ({ page, request, baseURL }) => {
  await page.setViewportSize(SIZES[1]!);
  await openStartPage(page, request, baseURL!, 'Wren');
  await setWidgets(page, { ...DEFAULT_CARDS, Scripture: true, "Today's Events": true, 'Pomodoro Timer': true, 'Non-Negotiables': true });
  // The sidebar widgets start as right-edge tabs: open each onto the page (Review Goals' tab opens its review).
  for (const title of ["Today's Events", 'Pomodoro Timer', 'Non-Negotiables']) {
    await page.getByRole('button', { name: `Open ${title}` }).click();
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  }
  await expectCalmAtEverySize(page, 'every');

  await page.setViewportSize(SIZES[1]!);
  await setWidgets(page, { Scripture: false, 'Time & Energy Audit': false });
  await expect(page.getByRole('region', { name: 'Scripture', exact: true })).toBeHidden();
  await expectCalmAtEverySize(page, 'some-hidden');
});

import { expect, test, type Locator } from './support/test';
import { openStartPage, signInAndOpen, startPageOf } from './support/start-page';
import { fingerOn } from './support/touch';

/** The text's height in lines of its own line height. */
const heightInLines = (text: Locator) => text.evaluate((el) => el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight));

// Several pages, days and uploads in one journey: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

// Issue 24, item 1: under the greeting, one focus for today: kept for the day, ticked when done, synced, and
// the next day shows yesterday's as done or offers to carry it over.

test('the focus is kept per day, ticked when done, synced to another device, and yesterday shows as done or carried over', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await page.clock.install({ time: new Date(2026, 10, 25, 9, 0, 0) });
  const email = await openStartPage(page, request, baseURL!, 'Avery');
  const start = startPageOf(page);
  await expect(start.focusInput).toBeVisible();
  await start.focusInput.fill('Ship the   draft');
  await start.focusInput.press('Enter');
  await expect(start.focusCheck('Ship the draft')).not.toBeChecked();

  // Kept: a reload shows it, and so does another device signed in to the account.
  await page.reload();
  await expect(start.focusCheck('Ship the draft')).toBeVisible({ timeout: 45_000 });
  const other = await browser.newContext({ baseURL });
  const phone = await other.newPage();
  await phone.clock.install({ time: new Date(2026, 10, 25, 9, 5, 0) });
  await signInAndOpen(phone, baseURL!, email);
  await expect(startPageOf(phone).focusCheck('Ship the draft')).toBeVisible();

  // Ticked on one device, ticked on the other.
  await start.focusCheck('Ship the draft').check();
  await expect(start.today.getByRole('status')).toHaveText('Done. Well done!');
  await expect(startPageOf(phone).focusCheck('Ship the draft')).toBeChecked();
  await other.close();

  // The next morning asks again and shows yesterday's as done.
  await page.clock.fastForward('24:00:00');
  await expect(start.focusInput).toBeVisible();
  await expect(start.today).toContainText('Yesterday: Ship the draft (done)');
  await expect(start.today.getByRole('button', { name: 'Carry over to today' })).toHaveCount(0);

  // A focus left undone is offered for the day after.
  await start.focusInput.fill('Write the tests');
  await start.focusInput.press('Enter');
  await page.clock.fastForward('24:00:00');
  await expect(start.today).toContainText('Yesterday: Write the tests (not done)');
  await start.today.getByRole('button', { name: 'Carry over to today' }).click();
  await expect(start.focusCheck('Write the tests')).not.toBeChecked();

  // Edited and cleared by keyboard.
  await start.today.getByRole('button', { name: 'Edit focus' }).click();
  await expect(start.focusInput).toHaveValue('Write the tests');
  await start.focusInput.fill('Write the e2e tests');
  await start.focusInput.press('Enter');
  await expect(start.focusCheck('Write the e2e tests')).toBeVisible();
  await start.today.getByRole('button', { name: 'Clear focus' }).click();
  await expect(start.focusInput).toHaveValue('');
});

test('the focus line: its question as large placeholder text, one line for a sentence, a round check in the text colour, edit and delete on hover', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStartPage(page, request, baseURL!, 'Quinn');
  const start = startPageOf(page);
  await expect(start.focusInput).toHaveAttribute('placeholder', 'What is your main focus today?');
  expect(Number.parseFloat(await start.focusInput.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(24);
  await expect(start.focusInput).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  const sentence = 'Ship the onboarding redesign to beta';
  await start.focusInput.fill(sentence);
  await start.focusInput.press('Enter');
  const check = start.focusCheck(sentence);
  await expect(check).toBeVisible();
  // One line: the text is no taller than one line of its own size.
  const text = start.today.getByText(sentence);
  expect(await heightInLines(text)).toBeLessThan(1.5);
  // A round outline in the text's colour.
  await expect(check).toHaveCSS('border-radius', '50%');
  const colours = await check.evaluate((el) => ({ border: getComputedStyle(el).borderTopColor, text: getComputedStyle(el.closest('.focus-line')!).color }));
  expect(colours.border).toBe(colours.text);

  // Centred under its heading: the buttons beside it take no room from it.
  const middle = async (what: typeof text) => {
    const box = (await what.boundingBox())!;
    return box.x + box.width / 2;
  };
  const line = start.today.locator('label', { has: page.getByRole('checkbox', { name: sentence }) });
  expect(Math.abs((await middle(line)) - (await middle(start.today.getByText("Today's focus", { exact: true }))))).toBeLessThan(2);

  // Edit and delete wait unseen until the line is hovered (or focused).
  const edit = start.today.getByRole('button', { name: 'Edit focus' });
  await page.mouse.move(5, 5);
  await expect(edit).toHaveCSS('opacity', '0');
  await text.hover();
  await expect(edit).toHaveCSS('opacity', '1');
  await page.mouse.move(5, 5);
  await expect(edit).toHaveCSS('opacity', '0');
  await edit.focus();
  await expect(edit).toHaveCSS('opacity', '1');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a sentence has the line to itself (two lines at most); edit and delete come with a long press', async ({ page, request, baseURL }) => {
    await openStartPage(page, request, baseURL!, 'Rowan');
    const start = startPageOf(page);
    const sentence = 'Ship the onboarding redesign to beta';
    await start.focusInput.fill(sentence);
    await start.focusInput.press('Enter');
    await expect(start.focusCheck(sentence)).toBeVisible();
    const text = start.today.getByText(sentence);
    expect(await heightInLines(text)).toBeLessThan(2.5);
    const edit = start.today.getByRole('button', { name: 'Edit focus' });
    await expect(edit).toHaveCount(0);

    const finger = await fingerOn(page);
    await finger.down(text);
    await finger.hold(800);
    await finger.up();
    await expect(edit).toBeVisible();
    await expect(start.today.getByRole('button', { name: 'Clear focus' })).toBeVisible();
    await edit.tap();
    await expect(start.focusInput).toHaveValue(sentence);
  });
});

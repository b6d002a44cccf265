import { expect, test, type Page } from './support/test';
import { openDashboard } from './support/dashboard';
import { expectInert, expectShownAsText, HOSTILE_HTML, hostileShot, watchDialogs } from './support/hostile-text';
import { showWidget, todayAt } from './support/practice';

test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' });

const ITEMS = ['Exhaust the Body', 'Focus the Vision', 'Grow the Spirit', 'Feed the Mind'];

const widgetOf = (page: Page) => page.locator('#widget-simpleNonNegotiables');
const tabOf = (page: Page) => page.getByRole('button', { name: 'Open Non-Negotiables' });

async function tickAll(page: Page) {
  const widget = widgetOf(page);
  for (const name of ITEMS) {
    const item = widget.getByRole('button', { name, exact: true });
    await expect(item).toHaveAttribute('aria-pressed', 'false');
    await item.click();
    await expect(item).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(widget.getByText('4/4 completed')).toBeVisible();
}

/** Moves the page to another moment and lets the widgets' minute timers see it. */
async function moveTo(page: Page, when: Date) {
  await page.clock.setSystemTime(when);
  await page.clock.runFor(61_000);
}

test('non-negotiables: two full days make a streak of 2; the badge resets the next day after 06:00', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await page.clock.install({ time: todayAt(9, 0, -2) });
  await openDashboard(page, request, baseURL!, 'Streaker');
  await showWidget(page, 'Non-Negotiables');

  // Collapsed by default: the tab's badge counts the four defaults.
  await expect(tabOf(page)).toHaveText('4');
  await tabOf(page).click();
  const widget = widgetOf(page);
  await expect(widget.getByRole('progressbar', { name: 'Completed today' })).toHaveAttribute('aria-valuenow', '0');
  await expect(widget.getByText('0/4 completed')).toBeVisible();

  // Day 1: everything done.
  await tickAll(page);
  await widget.getByRole('button', { name: 'List view' }).click();
  await expect(widget.getByText('Overall streak: 1 day')).toBeVisible();
  // One count, one noun: never '1 complete days'.
  await expect(widget.getByText(/Best 1 day · 1 complete day · /)).toBeVisible();

  // Day 2: a fresh list; everything done again makes a streak of 2.
  await moveTo(page, todayAt(9, 0, -1));
  await widget.getByRole('button', { name: 'Card view' }).click();
  await expect(widget.getByText('0/4 completed')).toBeVisible();
  await tickAll(page);
  await widget.getByRole('button', { name: 'List view' }).click();
  await expect(widget.getByText('Overall streak: 2 days')).toBeVisible();
  await expect(widget.getByLabel('Exhaust the Body stats')).toHaveText('Streak 2Best 2Total 2');

  // Collapsed: nothing left, no badge.
  await widget.getByRole('button', { name: 'Collapse Non-Negotiables' }).click();
  await expect(tabOf(page)).toBeVisible();
  await expect(page.getByTestId('non-negotiables-badge')).toHaveCount(0);

  // 05:00 the next day still belongs to day 2 (reset at 06:00); after 06:00 the badge counts 4 again.
  await moveTo(page, todayAt(5, 0, 0));
  await expect(page.getByTestId('non-negotiables-badge')).toHaveCount(0);
  await moveTo(page, todayAt(6, 1, 0));
  await expect(tabOf(page)).toHaveText('4');

  // A reload reads the same streak from the synced records.
  await page.reload();
  await tabOf(page).click();
  await widgetOf(page).getByRole('button', { name: 'List view' }).click();
  // Today is not done yet: the current streak (ending today) is 0, the best stays 2.
  await expect(widgetOf(page).getByText('Overall streak: 0 days')).toBeVisible();
  await expect(widgetOf(page).getByText(/Best 2 days · 2 complete days/)).toBeVisible();
});

test('non-negotiables: customise names and icons, 1 to 8 items', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Custom');
  await showWidget(page, 'Non-Negotiables');
  await tabOf(page).click();
  const widget = widgetOf(page);
  await widget.getByRole('button', { name: 'Customize Non-Negotiables' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Non-Negotiables' });

  // Rename on Enter, pick an icon through the search.
  await dialog.getByLabel('Name of Feed the Mind').fill('Read Scripture');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Change icon of Read Scripture' }).click();
  await page.getByLabel('Search icons').fill('sleep');
  await expect(page.getByRole('button', { name: /\(/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Bed (Health)' }).click();

  // Add up to 8: the Add button goes away.
  for (let count = 5; count <= 8; count += 1) await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByLabel('Name of New Item')).toHaveCount(4);
  await expect(dialog.getByRole('button', { name: 'Add Item' })).toHaveCount(0);
  // Remove down to 1: the last one cannot go.
  while ((await dialog.getByRole('button', { name: /^Remove / }).count()) > 1) {
    await dialog.getByRole('button', { name: /^Remove / }).last().click();
  }
  await expect(dialog.getByRole('button', { name: 'Remove Exhaust the Body' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(widget.getByText('0/1 completed')).toBeVisible();
});

test('non-negotiables: script and event handlers typed as item names stay inert text, in both views', async ({ page, request, baseURL }) => {
  watchDialogs(page);
  await openDashboard(page, request, baseURL!, 'Hostile');
  await showWidget(page, 'Non-Negotiables');
  await tabOf(page).click();
  const widget = widgetOf(page);
  await widget.getByRole('button', { name: 'Customize Non-Negotiables' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Non-Negotiables' });
  for (const [index, payload] of HOSTILE_HTML.entries()) {
    await dialog.getByLabel(`Name of ${ITEMS[index]}`).fill(payload);
    await page.keyboard.press('Enter');
  }
  // The icon search box filters by what is typed, as text.
  await dialog.getByRole('button', { name: `Change icon of ${HOSTILE_HTML[0]}` }).click();
  // Icons are named 'Bed (Health)'; none matches the payload.
  const icons = page.getByRole('button', { name: /^[\w -]+ \([\w -]+\)$/ });
  await expect(icons.first()).toBeVisible();
  await page.getByLabel('Search icons').fill(HOSTILE_HTML[1]!);
  await expect(icons).toHaveCount(0);
  await expectInert(page);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The widget stays open across the reload.
  await page.reload();
  for (const payload of HOSTILE_HTML) await expect(widget.getByRole('button', { name: payload, exact: true })).toBeVisible();
  await expectInert(page);
  await hostileShot(page, 'non-negotiables');
  await widget.getByRole('button', { name: 'List view' }).click();
  await expectShownAsText(widget);
  await expectInert(page);
});

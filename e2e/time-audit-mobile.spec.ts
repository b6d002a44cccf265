import { expect, test } from './support/test';
import { phoneBarOf } from './support/phone-bar';
import { auditOf, financialOf, openLocalDashboard, shot } from './support/money';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, timezoneId: 'UTC' });

test('on a phone the audit is inline in the slide-up panel; the report is one column; clearing asks first', async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.install({ time: new Date('2026-03-03T10:00:00Z') });
  await page.emulateMedia({ colorScheme: 'light' });
  await openLocalDashboard(page, ['Financial Tracker']);
  await phoneBarOf(page).open('Time & Energy Audit', 'tap');
  const sheet = page.getByRole('dialog', { name: 'Time & Energy Audit' });
  const audit = auditOf(page);
  await expect(sheet).toContainText('Not Tracking');
  await expect(sheet.getByRole('button', { name: 'Open Time Audit' })).toHaveCount(0);
  await expect(sheet.getByRole('tab', { name: 'Report' })).toBeVisible();

  await sheet.getByRole('button', { name: 'Add Entry' }).tap();
  await audit.track('Plan sprint', 'Energizing');
  const card = sheet.getByRole('listitem', { name: 'Plan sprint', exact: true });
  await card.getByRole('button', { name: 'Move Plan sprint to Investment' }).tap();
  const investment = sheet.getByRole('region', { name: 'Investment', exact: true });
  await expect(investment.getByRole('listitem', { name: 'Plan sprint' })).toBeVisible();
  // One column at 768 px or less: the quadrants sit one under the other.
  const replacement = (await sheet.getByRole('region', { name: 'Replacement', exact: true }).boundingBox())!;
  const production = (await sheet.getByRole('region', { name: 'Production', exact: true }).boundingBox())!;
  expect(production.x).toBe(replacement.x);
  expect(production.y).toBeGreaterThan(replacement.y);
  await shot(page, 'time-audit-mobile-light');

  // On a touch screen a long press picks a card up and a move drags it: Investment -> Delegation.
  const target = sheet.getByRole('region', { name: 'Delegation', exact: true });
  await target.scrollIntoViewIfNeeded();
  const start = (await investment.getByText('Plan sprint').boundingBox())!;
  const end = (await target.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', start.x + 10, start.y + 5);
  await page.clock.runFor(400);
  for (let step = 1; step <= 8; step += 1) {
    await touch('touchMove', start.x + 10, start.y + 5 + ((end.y + end.height / 2 - start.y - 5) * step) / 8);
  }
  await touch('touchEnd', 0, 0);
  await expect(target.getByRole('listitem', { name: 'Plan sprint' })).toBeVisible();

  // Settings: the interval presets and their stored value.
  await sheet.getByRole('tab', { name: 'Settings' }).tap();
  await sheet.getByRole('button', { name: '30 min' }).tap();
  await expect(sheet.getByRole('button', { name: '30 min' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByRole('slider', { name: 'Prompt interval (minutes)' })).toHaveAttribute('aria-valuenow', '30');
  await sheet.getByRole('tab', { name: 'Data' }).tap();
  await sheet.getByRole('button', { name: 'Clear All Data' }).tap();
  const confirm = page.getByRole('alertdialog', { name: 'Clear all data' });
  await expect(confirm).toContainText('Are you sure you want to clear all time audit data? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).tap();
  await expect(sheet.locator('.ta-stats')).toContainText('Total1');
  await sheet.getByRole('button', { name: 'Clear All Data' }).tap();
  await confirm.getByRole('button', { name: 'Clear All' }).tap();
  await expect(sheet.locator('.ta-stats')).toContainText('Total0');

  // Tracking goes on while the panel is closed: the prompt still comes after the interval (30 min).
  await sheet.getByRole('button', { name: 'Start Tracking' }).tap();
  await phoneBarOf(page).widgets.tap();
  await expect(sheet).toBeHidden();
  await page.clock.runFor('31:00');
  await audit.track('Standup notes', 'Draining');
  await phoneBarOf(page).open('Time & Energy Audit', 'tap');
  await expect(sheet.locator('.ta-stats')).toContainText('Total1');

  // Dark theme, and the financial tracker in the main column.
  await page.emulateMedia({ colorScheme: 'dark' });
  await sheet.getByRole('tab', { name: 'Report' }).tap();
  await shot(page, 'time-audit-mobile-dark');
  await phoneBarOf(page).widgets.tap();
  const fin = financialOf(page);
  await fin.region.scrollIntoViewIfNeeded();
  await fin.save({ 'Net Worth': '1250000', MRR: '12500', 'Monthly Expenses': '10000' });
  await expect(fin.region.getByRole('region', { name: 'Expenses and independence' })).toContainText('100%');
  await expect(fin.region.getByRole('region', { name: 'Net Worth' })).toContainText('$1.3M');
  await shot(page, 'financial-mobile-dark');
});

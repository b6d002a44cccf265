import { expect, test, type Page } from './support/test';
import { phoneBarOf } from './support/phone-bar';
import { auditOf, openLocalDashboard } from './support/money';
import { shootLightAndDark } from './support/screens';

// Issue 33 item 4: on a phone a task card's drag handle and menu only in Edit mode; its move buttons stay.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, timezoneId: 'UTC' });

const shoot = (page: Page, name: string) => shootLightAndDark(page, process.env.SHOTS_DIR, name);

test('time audit on a phone: a task card shows its handle and menu only in Edit mode', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-03T10:00:00Z') });
  await openLocalDashboard(page);
  await phoneBarOf(page).open('Time & Energy Audit', 'tap');
  const sheet = page.getByRole('dialog', { name: 'Time & Energy Audit' });
  await sheet.getByRole('tab', { name: 'Report' }).tap();
  const edit = sheet.getByRole('button', { name: 'Edit', exact: true });
  const done = sheet.getByRole('button', { name: 'Done', exact: true });
  // No tasks, nothing to edit.
  await expect(sheet.getByRole('region', { name: 'Unassigned Tasks' })).toContainText('No tasks yet');
  await expect(edit).toHaveCount(0);

  await sheet.getByRole('button', { name: 'Add Entry' }).tap();
  await auditOf(page).track('Plan sprint', 'Energizing');
  const card = sheet.getByRole('listitem', { name: 'Plan sprint', exact: true });
  const handle = card.getByRole('button', { name: 'Drag Plan sprint' });
  const menuButton = card.getByRole('button', { name: 'Actions for Plan sprint' });
  await expect(card.getByRole('button', { name: 'Move Plan sprint to Investment' })).toBeVisible();
  await expect(handle).toBeHidden();
  await expect(menuButton).toBeHidden();
  // The Edit button ends the views' tabs' row, inside the screen; only on the Report tab.
  await expect(edit).toBeInViewport({ ratio: 1 });
  const views = sheet.getByRole('tablist', { name: 'Time audit views' });
  expect(await views.evaluate((list) => list.scrollWidth - list.clientWidth), 'a view tab is cut off').toBe(0);
  await shoot(page, 'time-audit-phone-edit-off');
  await sheet.getByRole('tab', { name: 'Time Audit' }).tap();
  await expect(edit).toHaveCount(0);
  await sheet.getByRole('tab', { name: 'Report' }).tap();

  await edit.tap();
  await expect(done).toBeVisible();
  await expect(handle).toBeVisible();
  await menuButton.scrollIntoViewIfNeeded();
  await expect(menuButton).toBeInViewport({ ratio: 1 });
  await shoot(page, 'time-audit-phone-edit-on');
  await menuButton.tap();
  const menu = page.getByRole('dialog', { name: 'Actions for Plan sprint' });
  await menu.getByRole('button', { name: '$$$', exact: true }).tap();
  await expect(card.getByText('$$$', { exact: true })).toBeVisible();
  // The button closes its menu (Escape would close the sheet as well).
  await menuButton.tap();
  await expect(menu).toBeHidden();

  await done.tap();
  await expect(edit).toBeVisible();
  await expect(handle).toBeHidden();
  await expect(menuButton).toBeHidden();
});

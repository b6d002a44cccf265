import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { phoneBarOf } from './support/phone-bar';
import { auditOf, openLocalDashboard } from './support/money';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, timezoneId: 'UTC' });

/** The element lies inside the 390 px screen, left to right. */
async function expectOnScreen(element: Locator) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

test('time audit on a phone: no claim about tasks that do not exist, worded move buttons, and every settings tab on screen', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-03T10:00:00Z') });
  await openLocalDashboard(page);
  await phoneBarOf(page).open('Time & Energy Audit', 'tap');
  const sheet = page.getByRole('dialog', { name: 'Time & Energy Audit' });

  // No tasks yet: the report says so instead of 'Every task has a quadrant'.
  await sheet.getByRole('tab', { name: 'Report' }).tap();
  const unassigned = sheet.getByRole('region', { name: 'Unassigned Tasks' });
  await expect(unassigned).toContainText('No tasks yet');
  await expect(unassigned).not.toContainText('Every task has a quadrant');

  // Each of the four settings tabs can be seen and reached, Data included.
  await sheet.getByRole('tab', { name: 'Settings' }).tap();
  for (const name of ['Tracking', 'Notifications', 'Schedule', 'Data']) await expectOnScreen(sheet.getByRole('tab', { name, exact: true }));
  await sheet.getByRole('tab', { name: 'Data', exact: true }).tap();
  await expect(sheet.getByRole('button', { name: 'Clear All Data' })).toBeVisible();

  // A tracked task's move buttons carry their quadrant's name, in words a finger can read.
  await sheet.getByRole('button', { name: 'Add Entry' }).tap();
  await auditOf(page).track('Plan sprint', 'Energizing');
  await sheet.getByRole('tab', { name: 'Report' }).tap();
  const card = sheet.getByRole('listitem', { name: 'Plan sprint', exact: true });
  await expect(unassigned).toContainText('Drag a task onto a quadrant');
  for (const quadrant of ['Replacement', 'Production', 'Delegation', 'Investment']) {
    const move = card.getByRole('button', { name: `Move Plan sprint to ${quadrant}` });
    await expect(move).toContainText(quadrant);
    await expect(move.getByText(quadrant)).toBeVisible();
    await expectOnScreen(move);
  }
});

import { expect, test } from './support/test';
import { auditOf, openLocalDashboard } from './support/money';
import { expectInert, HOSTILE, HOSTILE_HTML, watchDialogs } from './support/hostile-text';

test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });

test('entries: edit offers to tag the same task everywhere, delete asks first, retention purges at start', async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.install({ time: new Date('2026-03-04T10:00:00Z') });
  await openLocalDashboard(page, ['Time & Energy Audit']);
  const audit = auditOf(page);
  for (const task of ['Email inbox', 'Email inbox', 'Design review']) {
    await audit.card.getByRole('button', { name: 'Add Entry' }).click();
    // The prompt opens with the task field focused.
    await expect(audit.prompt.getByRole('combobox', { name: 'Task' })).toBeFocused();
    await audit.track(task);
    await page.clock.runFor('20:00');
  }
  await audit.card.getByRole('button', { name: 'Open Time Audit' }).click();
  await audit.panel.getByRole('tab', { name: 'Time Audit' }).click();
  const today = audit.panel.getByRole('region', { name: 'Today' });
  // Durations: the first entry of the day counts one interval, then minutes since the previous entry.
  await expect(today.locator('.ta-entry .ta-badge').filter({ hasText: /min$/ })).toHaveText(['20 min', '20 min', '15 min']);

  // Tagging one entry offers the same value to the task's other entry that has none.
  await today.getByRole('button', { name: 'Edit Email inbox' }).first().click();
  const form = today.getByRole('form', { name: 'Edit Email inbox' });
  await form.getByRole('combobox', { name: 'Value' }).click();
  await page.getByRole('option', { name: '$$', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  const offer = page.getByRole('alertdialog', { name: 'Apply to all "Email inbox" entries?' });
  await expect(offer).toContainText('1 other entry of "Email inbox" has no value. Apply $$ to it too?');
  await offer.getByRole('button', { name: 'Apply to All' }).click();
  await expect(today.locator('.ta-entry').filter({ hasText: 'Email inbox' }).locator('.ta-badge--value')).toHaveText(['$$', '$$']);

  // Delete asks first; Cancel keeps the entry.
  await today.getByRole('button', { name: 'Delete Design review' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete entry' });
  await expect(confirm).toContainText('Are you sure you want to delete this entry?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(today.getByText('Design review')).toBeVisible();
  await today.getByRole('button', { name: 'Delete Design review' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(today.getByText('Design review')).toHaveCount(0);

  // Keep entries for 7 days; eight days later the dashboard opens without them.
  await audit.panel.getByRole('tab', { name: 'Settings' }).click();
  await audit.panel.getByRole('tab', { name: 'Data' }).click();
  await audit.panel.getByRole('combobox', { name: 'Keep entries for' }).click();
  await page.getByRole('option', { name: '7 days' }).click();
  await page.keyboard.press('Escape');
  await expect(audit.card.locator('.ta-stats')).toContainText('Total2');
  await page.clock.setSystemTime(new Date('2026-03-12T10:00:00Z'));
  await page.reload();
  await expect(audit.card.locator('.ta-stats')).toContainText('Total0');
});

test('entries: script, javascript: URLs and event handlers are refused as task names; tags are stripped to text', async ({ page }) => {
  test.setTimeout(60_000);
  watchDialogs(page);
  await page.clock.install({ time: new Date('2026-03-04T10:00:00Z') });
  await openLocalDashboard(page, ['Time & Energy Audit']);
  const audit = auditOf(page);
  await audit.card.getByRole('button', { name: 'Add Entry' }).click();
  const task = audit.prompt.getByRole('combobox', { name: 'Task' });
  for (const payload of [...HOSTILE_HTML, HOSTILE.url, HOSTILE.markdownLink]) {
    await task.fill(payload);
    await audit.prompt.getByRole('button', { name: 'Track Task' }).click();
    await expect(audit.prompt.getByText('Invalid characters in task name')).toBeVisible();
    await expectInert(page);
  }
  // Harmless tags and quotes are removed; what is left is saved as text.
  await audit.track('<b>Plan</b> "the" <i>week</i>');
  await audit.card.getByRole('button', { name: 'Open Time Audit' }).click();
  await audit.panel.getByRole('tab', { name: 'Time Audit' }).click();
  const today = audit.panel.getByRole('region', { name: 'Today' });
  await expect(today.locator('.ta-entry')).toContainText('Plan the week');

  // The edit form refuses the same payloads.
  await today.getByRole('button', { name: 'Edit Plan the week' }).click();
  const form = today.getByRole('form', { name: 'Edit Plan the week' });
  for (const payload of [...HOSTILE_HTML, HOSTILE.url]) {
    await form.getByLabel('Task').fill(payload);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid characters in task name');
  }
  await form.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await audit.card.getByRole('button', { name: 'Open Time Audit' }).click();
  await audit.panel.getByRole('tab', { name: 'Time Audit' }).click();
  await expect(today.locator('.ta-entry')).toHaveCount(1);
  await expect(today.locator('.ta-entry')).toContainText('Plan the week');
  await expectInert(page);
});

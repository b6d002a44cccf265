import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { auditOf, openLocalDashboard, shot } from './support/money';
import { queuedTasksRun } from './support/settled';

test.use({ viewport: { width: 1280, height: 1000 }, timezoneId: 'UTC' });

test('time audit: prompts inside working hours, tracking, the report, the entries and the CSV', async ({ page }) => {
  test.setTimeout(90_000);
  // Monday 2 March 2026, 08:40: before the working hours (09:00-17:00).
  await page.clock.install({ time: new Date('2026-03-02T08:40:00Z') });
  await openLocalDashboard(page, ['Time & Energy Audit']);
  const audit = auditOf(page);
  await expect(audit.card).toContainText('Not Tracking');

  await audit.card.getByRole('button', { name: 'Start Tracking' }).click();
  await expect(audit.card).toContainText('Tracking - Next: 15:00');

  // The next prompt falls due at 08:55, outside the working hours: nothing shows.
  await page.clock.fastForward('16:00');
  await page.clock.runFor(60_000);
  await expect(audit.prompt).toBeHidden();
  // From 09:00 the minute check shows it.
  await page.clock.fastForward('03:00');
  await page.clock.runFor(60_000);
  await expect(audit.prompt).toBeVisible();
  // It closes by itself after 5 minutes.
  await page.clock.runFor('05:00');
  await expect(audit.prompt).toBeHidden();

  // The next prompt (one interval after the last one) is answered.
  await page.clock.fastForward('15:00');
  await page.clock.runFor(60_000);
  await audit.track('Write proposal', 'Energizing');
  await expect(audit.card.getByRole('definition').first()).toHaveText('1');

  // A script as a task name is refused with the spec's message; an empty one too.
  await audit.card.getByRole('button', { name: 'Add Entry' }).click();
  await expect(audit.prompt).toContainText(/Last task: Write proposal \d+ min ago/);
  const input = audit.prompt.getByRole('combobox', { name: 'Task' });
  await input.fill('<script>alert(1)</script>');
  await audit.prompt.getByRole('button', { name: 'Track Task' }).click();
  await expect(audit.prompt.getByRole('alert')).toHaveText('Invalid characters in task name');
  await input.fill('   ');
  await audit.prompt.getByRole('button', { name: 'Track Task' }).click();
  await expect(audit.prompt.getByRole('alert')).toHaveText('Task name is required');
  await audit.prompt.getByRole('button', { name: 'Skip' }).click();
  await page.clock.runFor('10:00');
  await audit.card.getByRole('button', { name: 'Add Entry' }).click();
  // The suggestion list offers the tracked task; Recent chips too.
  await input.fill('wri');
  await expect(audit.prompt.getByRole('option', { name: /Write proposal/ })).toBeVisible();
  await expect(audit.prompt.getByRole('group', { name: 'Recent' }).getByRole('button', { name: 'Write proposal' })).toBeVisible();
  await shot(page, 'time-audit-prompt-desktop-light');
  await audit.track('Answer emails', 'Draining');
  await expect(audit.card.locator('.ta-stats')).toContainText('Today2Total2Energy50%');

  // The report: both tasks start unassigned.
  await audit.card.getByRole('button', { name: 'Open Time Audit' }).click();
  await expect(audit.panel).toBeVisible();
  const writeCard = audit.taskCard(audit.unassigned, 'Write proposal');
  await expect(writeCard).toBeVisible();
  await expect(audit.taskCard(audit.unassigned, 'Answer emails')).toBeVisible();
  await expect(audit.panel.getByText(/^Makes You Money/)).toBeVisible();
  await expect(audit.panel.getByText(/^Lights You Up/)).toBeVisible();

  // Value from the card's menu; production by the four-button grid.
  await writeCard.getByRole('button', { name: 'Actions for Write proposal' }).click();
  await page.getByRole('dialog', { name: 'Actions for Write proposal' }).getByRole('button', { name: '$$$', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(writeCard).toContainText('$$$');
  await writeCard.getByRole('button', { name: 'Move Write proposal to Production' }).click();
  const production = audit.zone('Production');
  await expect(audit.taskCard(production, 'Write proposal')).toContainText('15m');
  await expect(production.getByLabel('1 task')).toBeVisible();

  // Drag with the mouse onto Delegation.
  const emails = audit.taskCard(audit.unassigned, 'Answer emails');
  const delegation = audit.zone('Delegation');
  await emails.scrollIntoViewIfNeeded();
  const from = (await emails.getByText('Answer emails').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  const to = (await delegation.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(audit.taskCard(delegation, 'Answer emails')).toBeVisible();

  // And with the keyboard, with announcements: Delegation -> Investment (to its right).
  await delegation.getByRole('button', { name: 'Drag Answer emails' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Answer emails. Answer emails is over Delegation.')).toBeAttached();
  await queuedTasksRun(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Answer emails is over Investment.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Answer emails was moved to Investment.')).toBeAttached();
  await expect(audit.taskCard(audit.zone('Investment'), 'Answer emails')).toBeVisible();
  // Escape cancels a keyboard move and leaves the panel open.
  await expect(audit.zone('Investment').getByRole('button', { name: 'Drag Answer emails' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Answer emails. Answer emails is over Investment.')).toBeAttached();
  await queuedTasksRun(page);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Answer emails is over Production.')).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Moving Answer emails was cancelled.')).toBeAttached();
  await expect(audit.panel).toBeVisible();
  await expect(audit.taskCard(audit.zone('Investment'), 'Answer emails')).toBeVisible();
  await shot(page, 'time-audit-report-desktop-light');

  // The empty Replacement quadrant opens the selector.
  await audit.zone('Replacement').getByRole('button', { name: 'Add tasks to Replacement' }).click();
  const selector = page.getByRole('dialog', { name: 'Add to Replacement' });
  await selector.getByRole('button', { name: /Answer emails/ }).click();
  await expect(audit.taskCard(audit.zone('Replacement'), 'Answer emails')).toBeVisible();

  // The Time Audit tab: grouped by date, newest first, and the sort toggle.
  await audit.panel.getByRole('tab', { name: 'Time Audit' }).click();
  const today = audit.panel.getByRole('region', { name: 'Today' });
  await expect(today.locator('.ta-entry__task')).toHaveText(['Answer emails', 'Write proposal']);
  await audit.panel.getByRole('button', { name: 'Newest First' }).click();
  await expect(today.locator('.ta-entry__task')).toHaveText(['Write proposal', 'Answer emails']);
  await expect(audit.panel.getByRole('button', { name: 'Oldest First' })).toBeVisible();

  // The CSV export.
  await audit.panel.getByRole('tab', { name: 'Settings' }).click();
  await audit.panel.getByRole('tab', { name: 'Data' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), audit.panel.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('time-audit-2026-03-02.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')).toEqual([
    'Date,Time,Task,Duration (min),Energy,Value,Quadrant',
    expect.stringMatching(/^2026-03-02,09:\d\d,Write proposal,15,energizing,\$\$\$,production$/),
    expect.stringMatching(/^2026-03-02,09:\d\d,Answer emails,10,draining,,replacement$/),
  ]);
});

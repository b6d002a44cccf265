import { expect, test } from './support/test';
import { auditOf, openLocalDashboard, shot } from './support/money';

test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });

test('time audit settings show the spec defaults; the schedule limits prompts to working days', async ({ page }) => {
  test.setTimeout(60_000);
  // Saturday 7 March 2026, 10:00: not a working day by default.
  await page.clock.install({ time: new Date('2026-03-07T10:00:00Z') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openLocalDashboard(page, ['Time & Energy Audit']);
  const audit = auditOf(page);
  await audit.card.getByRole('button', { name: 'Open Time Audit' }).click();
  await audit.panel.getByRole('tab', { name: 'Settings' }).click();
  const tracking = audit.panel.getByRole('tabpanel', { name: 'Tracking' });
  await expect(tracking.getByRole('switch', { name: 'Enable tracking' })).not.toBeChecked();
  const slider = tracking.getByRole('slider', { name: 'Prompt interval (minutes)' });
  await expect(slider).toHaveAttribute('aria-valuenow', '15');
  await expect(slider).toHaveAttribute('aria-valuemin', '2');
  await expect(slider).toHaveAttribute('aria-valuemax', '60');
  for (const preset of [2, 5, 15, 30, 45, 60]) await expect(tracking.getByRole('button', { name: `${preset} min`, exact: true })).toBeVisible();
  await expect(tracking.getByRole('slider', { name: 'Suggestions shown' })).toHaveAttribute('aria-valuenow', '5');
  await tracking.getByRole('button', { name: '2 min', exact: true }).click();
  await tracking.getByRole('switch', { name: 'Enable tracking' }).click();

  await audit.panel.getByRole('tab', { name: 'Notifications' }).click();
  await expect(audit.panel.getByRole('switch', { name: 'Play a sound with each prompt' })).toBeChecked();
  await expect(audit.panel.getByRole('combobox', { name: 'Sound' })).toHaveText('Chime');

  await audit.panel.getByRole('tab', { name: 'Schedule' }).click();
  const schedule = audit.panel.getByRole('tabpanel', { name: 'Schedule' });
  await expect(schedule.getByLabel('Start time')).toHaveValue('09:00');
  await expect(schedule.getByLabel('End time')).toHaveValue('17:00');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await expect(schedule.getByRole('checkbox', { name: day })).toBeChecked();
  await expect(schedule.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await shot(page, 'time-audit-settings-desktop-dark');

  // Saturday: no prompt, even long after the interval.
  await page.keyboard.press('Escape');
  await page.clock.runFor('05:00');
  await expect(audit.prompt).toBeHidden();
  // Saturday made a working day: the next minute check prompts.
  await audit.card.getByRole('button', { name: 'Open Time Audit' }).click();
  await audit.panel.getByRole('tab', { name: 'Settings' }).click();
  await audit.panel.getByRole('tab', { name: 'Schedule' }).click();
  await schedule.getByRole('checkbox', { name: 'Saturday' }).click();
  await page.clock.runFor('01:00');
  await expect(audit.prompt).toBeVisible();

  await audit.prompt.getByRole('button', { name: 'Skip' }).click();
  await audit.panel.getByRole('tab', { name: 'Data' }).click();
  await expect(audit.panel.getByRole('combobox', { name: 'Keep entries for' })).toHaveText('14 days');
  await shot(page, 'time-audit-data-desktop-dark');
});

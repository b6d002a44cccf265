import { expect, test } from './support/test';
import { signInFreshAccount } from './support/money-account';
import { auditOf, financialOf, headerMetricsOf, openLocalDashboard } from './support/money';

test.use({ viewport: { width: 1280, height: 900 } });

test('figures and time entries made signed out are kept at sign-in', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  await openLocalDashboard(page, ['Financial Tracker', 'Time & Energy Audit']);
  await financialOf(page).save({ 'Net Worth': '42000', MRR: '1500', 'Monthly Expenses': '3000' });
  const audit = auditOf(page);
  await audit.card.getByRole('button', { name: 'Add Entry' }).click();
  await audit.track('Draft newsletter', 'Energizing');
  await expect(audit.card.locator('.ta-stats')).toContainText('Total1');

  await signInFreshAccount(page, request, baseURL!, 'Keeper');
  const header = headerMetricsOf(page);
  await header.reveal();
  await expect(header.metric('Net Worth')).toContainText('$42,000');
  await expect(header.metric('MRR')).toContainText('50% FI');
  await expect(auditOf(page).card.locator('.ta-stats')).toContainText('Total1');
  await auditOf(page).card.getByRole('button', { name: 'Open Time Audit' }).click();
  await expect(auditOf(page).taskCard(auditOf(page).unassigned, 'Draft newsletter')).toBeVisible();
});

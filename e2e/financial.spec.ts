import { expect, test } from './support/test';
import { financialOf, headerMetricsOf, openLocalDashboard, shot, showWidget } from './support/money';
import { expectInert, expectShownAsText, HOSTILE, watchDialogs } from './support/hostile-text';

test.use({ viewport: { width: 1280, height: 900 } });

test('financial tracker: figures feed the header, streams, milestones, history, collapse and hide', async ({ page }) => {
  test.setTimeout(120_000);
  await openLocalDashboard(page, ['Financial Tracker']);
  const fin = financialOf(page);
  const header = headerMetricsOf(page);
  await expect(fin.region.getByLabel('Financial summary')).toContainText('$0');
  // Nothing entered yet: the header shows no money (the tracker invites the user instead).
  await expect(header.metric('Net Worth')).toHaveCount(0);
  await expect(header.bar.getByText(/% FI$/)).toHaveCount(0);

  // An invalid number saves nothing and says why.
  await fin.region.getByRole('button', { name: 'Edit' }).click();
  await fin.form.getByLabel('Net Worth', { exact: true }).fill('lots');
  await fin.form.getByRole('button', { name: 'Save' }).click();
  await expect(fin.form.getByRole('alert')).toHaveText('Net worth must be a number');
  await fin.region.getByRole('button', { name: 'Cancel' }).click();
  await expect(fin.form).toBeHidden();

  await fin.save({ 'Net Worth': '250,000', MRR: '4200', 'Monthly Expenses': '6000' });
  await header.reveal();
  await expect(header.metric('Net Worth')).toContainText('$250K');
  // Amounts below $100,000 are exact: $4,200 never reads '$4K'.
  await expect(header.metric('MRR')).toContainText('$4,200');
  await expect(header.metric('MRR')).toContainText('70% FI');
  const overview = fin.region.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview.getByRole('region', { name: 'Monthly Recurring Revenue' })).toContainText('$4,200');
  await expect(overview.getByRole('region', { name: 'Expenses and independence' })).toContainText('70%');
  await expect(overview).toContainText('Expenses $6,000/mo · $72,000/yr');
  await expect(overview.getByRole('img', { name: /^Net worth by month: .* \$250K$/ })).toBeVisible();
  // One month of history names that month once.
  const netWorthChart = overview.getByRole('figure', { name: 'Net worth' });
  await expect(netWorthChart.getByText(/^[A-Z][a-z]{2} \d{4}$/)).toHaveCount(1);

  // One goal alone is not saved, and its field says so; both are.
  await fin.region.getByRole('button', { name: 'Edit' }).click();
  const netWorthGoal = fin.form.getByLabel('Net Worth Goal', { exact: true });
  await netWorthGoal.fill('500000');
  await fin.form.getByRole('button', { name: 'Save' }).click();
  await expect(netWorthGoal).toHaveAccessibleDescription('Enter the MRR Goal too: goals are saved only when both are filled.');
  await fin.region.getByRole('button', { name: 'Cancel' }).click();
  await expect(overview.getByRole('region', { name: 'Net Worth' })).toContainText('25% of $1.0M goal');
  await fin.save({ 'Net Worth Goal': '500000', 'MRR Goal': '8400' });
  await expect(overview.getByRole('region', { name: 'Net Worth' })).toContainText('50% of $500K goal');
  await expect(overview.getByRole('region', { name: 'Monthly Recurring Revenue' })).toContainText('50% of $8,400 goal');

  // FI is capped at 100.
  await fin.save({ MRR: '9000' });
  await expect(header.metric('MRR')).toContainText('100% FI');

  await fin.region.getByRole('tab', { name: 'Income Streams' }).click();
  const streams = fin.region.getByRole('form', { name: 'Add income stream' });
  await streams.getByLabel('Stream name').fill('Consulting');
  await streams.getByRole('button', { name: 'Add Stream' }).click();
  await expect(streams.getByRole('alert')).toHaveText('An income stream needs a name and an amount');
  await streams.getByLabel('Amount per month').fill('3000');
  await streams.getByRole('button', { name: 'Add Stream' }).click();
  await expect(fin.region.getByRole('list', { name: 'Income streams' })).toContainText('Consulting$3,000/mo');

  await fin.region.getByRole('tab', { name: 'Milestones' }).click();
  const milestones = fin.region.getByRole('form', { name: 'Add milestone' });
  await milestones.getByLabel('Milestone name').fill('First 100K');
  await milestones.getByLabel('Target').fill('100000');
  await milestones.getByRole('button', { name: 'Add Milestone' }).click();
  await milestones.getByLabel('Milestone name').fill('MRR 20K');
  await milestones.getByLabel('Target').fill('20000');
  await milestones.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'MRR' }).click();
  await milestones.getByRole('button', { name: 'Add Milestone' }).click();
  const list = fin.region.getByRole('list', { name: 'Milestones' });
  await expect(list.getByRole('listitem').filter({ hasText: 'First 100K' })).toContainText(/Achieved \w+ \d+, \d{4}/);
  await expect(list.getByRole('progressbar', { name: 'MRR 20K progress' })).toHaveAttribute('aria-valuenow', '45');
  await shot(page, 'financial-desktop-light');

  // Collapse shows the summary; a reload keeps everything.
  await fin.region.getByRole('button', { name: 'Collapse Financial Tracker' }).click();
  const summary = fin.region.getByLabel('Financial summary');
  await expect(summary).toContainText('$250K');
  await expect(summary).toContainText('$9,000/mo');
  await expect(summary).toContainText('100%');
  await page.reload();
  // Shown figures are hidden again on the next visit.
  await header.reveal();
  await expect(header.metric('Net Worth')).toContainText('$250K');
  await expect(financialOf(page).region.getByLabel('Financial summary')).toContainText('$250K');

  // Hide, then show it again from Settings like a user would.
  await fin.region.getByRole('button', { name: 'Hide Financial Tracker' }).click();
  await expect(fin.region).toHaveCount(0);
  await showWidget(page, 'Financial Tracker');
  await expect(fin.region.getByLabel('Financial summary')).toContainText('$250K');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'financial-collapsed-desktop-dark');
  await fin.region.getByRole('button', { name: 'Expand Financial Tracker' }).click();
  await expect(fin.region.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await shot(page, 'financial-expanded-desktop-dark');
});

test('financial tracker: script and event handlers in stream and milestone names stay inert text', async ({ page }) => {
  test.setTimeout(60_000);
  watchDialogs(page);
  await openLocalDashboard(page, ['Financial Tracker']);
  const fin = financialOf(page);
  // Figures refuse the payloads as numbers.
  await fin.region.getByRole('button', { name: 'Edit' }).click();
  await fin.form.getByLabel('Net Worth', { exact: true }).fill(HOSTILE.img);
  await fin.form.getByRole('button', { name: 'Save' }).click();
  await expect(fin.form.getByRole('alert')).toHaveText('Net worth must be a number');
  await fin.region.getByRole('button', { name: 'Cancel' }).click();

  await fin.region.getByRole('tab', { name: 'Income Streams' }).click();
  const streams = fin.region.getByRole('form', { name: 'Add income stream' });
  for (const payload of [HOSTILE.img, HOSTILE.iframe]) {
    await streams.getByLabel('Stream name').fill(payload);
    await streams.getByLabel('Amount per month').fill('1000');
    await streams.getByRole('button', { name: 'Add Stream' }).click();
  }
  // Listed, so stored: a reload before the last one is in would test nothing but the race.
  await expectShownAsText(fin.region.getByRole('list', { name: 'Income streams' }), [HOSTILE.img, HOSTILE.iframe]);
  await fin.region.getByRole('tab', { name: 'Milestones' }).click();
  const milestones = fin.region.getByRole('form', { name: 'Add milestone' });
  for (const payload of [HOSTILE.script, HOSTILE.svg]) {
    await milestones.getByLabel('Milestone name').fill(payload);
    await milestones.getByLabel('Target').fill('100000');
    await milestones.getByRole('button', { name: 'Add Milestone' }).click();
  }
  await expectShownAsText(fin.region.getByRole('list', { name: 'Milestones' }), [HOSTILE.script, HOSTILE.svg]);

  await page.reload();
  await fin.region.getByRole('tab', { name: 'Income Streams' }).click();
  await expectShownAsText(fin.region.getByRole('list', { name: 'Income streams' }), [HOSTILE.img, HOSTILE.iframe]);
  await expect(fin.region.getByRole('button', { name: `Delete ${HOSTILE.img}` })).toBeVisible();
  await expectInert(page);
  await fin.region.getByRole('tab', { name: 'Milestones' }).click();
  const list = fin.region.getByRole('list', { name: 'Milestones' });
  await expectShownAsText(list, [HOSTILE.script, HOSTILE.svg]);
  await expect(list.getByRole('progressbar', { name: `${HOSTILE.svg} progress` })).toBeVisible();
  await expectInert(page);
});

import { expect } from './support/test';
import { closeSheet, closeTop, DIALOGS, reachWidget, showEveryWidget, type Sweep, sweepEveryLook } from './support/a11y-sweep';

/**
 * Issue 24 item 5, the widgets' own screens (2 of 3): Non-Negotiables (customize, the icon picker, the list),
 * the Financial Tracker (expanded, its entry form, streams, milestones), the Time & Energy Audit (every tab, its
 * settings and Clear all data, the entry dialog, the task picker), Bookmarks (Add New Link, a card's edit form
 * and its deletion step), in light and dark, at 1440 px and 375 px: no serious or critical axe violation.
 */
async function walkWidgetsB({ page, phone, scan }: Sweep) {
  await showEveryWidget(page, phone);

  const habits = await reachWidget(page, phone, 'Non-Negotiables', 'Non-negotiables');
  await habits.getByRole('button', { name: 'List view' }).click();
  await scan('Non-Negotiables, list', '#widget-simpleNonNegotiables');
  await habits.getByRole('button', { name: 'Customize Non-Negotiables' }).click();
  const customize = page.getByRole('dialog', { name: 'Customize Non-Negotiables' });
  await expect(customize).toBeVisible();
  await scan('Non-Negotiables, customize', DIALOGS);
  await customize.getByRole('button', { name: 'Change icon of Exhaust the Body' }).click();
  const picker = page.getByRole('searchbox', { name: 'Search icons' });
  await expect(picker).toBeVisible();
  await scan('Non-Negotiables, icon picker', `${DIALOGS}, [data-radix-popper-content-wrapper]`);
  await closeTop(page, picker);
  await closeTop(page, customize);
  if (phone) await closeSheet(page);

  const money = await reachWidget(page, phone, 'Financial Tracker');
  await money.getByRole('button', { name: 'Expand Financial Tracker' }).click();
  await money.getByRole('button', { name: 'Edit' }).click();
  await expect(money.getByRole('form', { name: 'Edit financial data' })).toBeVisible();
  await scan('Financial Tracker, entry form', '#widget-financialTracker');
  await money.getByRole('button', { name: 'Cancel' }).click();
  await scan('Financial Tracker, overview', '#widget-financialTracker');
  for (const tab of ['Income Streams', 'Milestones']) {
    await money.getByRole('tab', { name: tab }).click();
    await scan(`Financial Tracker, ${tab}`, '#widget-financialTracker');
  }

  let audit = await reachWidget(page, phone, 'Time & Energy Audit', 'Time Audit');
  if (!phone) {
    await audit.getByRole('button', { name: 'Open Time Audit' }).click();
    audit = page.getByRole('dialog', { name: 'Time & Energy Audit' });
    await expect(audit).toBeVisible();
  }
  const auditScope = phone ? '#widget-sheet' : DIALOGS;
  for (const tab of ['Report', 'Time Audit']) {
    await audit.getByRole('tab', { name: tab, exact: true }).click();
    await scan(`Time Audit, ${tab}`, auditScope);
  }
  await audit.getByRole('tab', { name: 'Settings', exact: true }).click();
  for (const tab of ['Tracking', 'Notifications', 'Schedule', 'Data']) {
    await audit.getByRole('tab', { name: tab, exact: true }).click();
    await scan(`Time Audit, Settings > ${tab}`, auditScope);
  }
  await audit.getByRole('button', { name: 'Clear All Data' }).click();
  const clear = page.getByRole('alertdialog', { name: 'Clear all data' });
  await expect(clear).toBeVisible();
  await scan('Time Audit, Clear all data', DIALOGS);
  // Cancel, not Escape: on a phone Escape would close the widget's sheet too.
  await clear.getByRole('button', { name: 'Cancel' }).click();
  await expect(clear).toBeHidden();
  await audit.getByRole('button', { name: 'Add Entry' }).click();
  const prompt = page.getByRole('dialog', { name: 'What are you working on?' });
  await expect(prompt).toBeVisible();
  await scan('Time Audit, What are you working on?', DIALOGS);
  await prompt.getByRole('combobox', { name: 'Task' }).fill('Write proposal');
  await prompt.getByRole('button', { name: 'Track Task' }).click();
  await expect(prompt).toBeHidden();
  // The task picker an empty quadrant opens, with the tracked task to move.
  await audit.getByRole('tab', { name: 'Report', exact: true }).click();
  await audit.getByRole('button', { name: 'Add tasks to Replacement' }).click();
  const taskPicker = page.getByRole('dialog', { name: 'Add to Replacement' });
  await expect(taskPicker.getByRole('button', { name: /Write proposal/ })).toBeVisible();
  await scan('Time Audit, Add to Replacement', DIALOGS);
  await closeTop(page, taskPicker);
  if (phone) await closeSheet(page);
  else await closeTop(page, audit);

  const marks = await reachWidget(page, phone, 'Bookmarks');
  await marks.getByRole('button', { name: 'Add your first bookmark' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Link' });
  await expect(add).toBeVisible();
  await scan('Bookmarks, Add New Link', DIALOGS);
  await add.getByLabel('URL').fill('example.org');
  await add.getByLabel('Title').fill('Example');
  await add.getByRole('button', { name: 'Add Link' }).click();
  await expect(add).toBeHidden();
  const card = marks.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Example/ }) });
  await card.hover();
  await scan('Bookmarks, a card', '#widget-bookmarks');
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(marks.getByRole('form', { name: 'Edit link' })).toBeVisible();
  await scan('Bookmarks, Edit link', '#widget-bookmarks');
  await marks.getByRole('form', { name: 'Edit link' }).getByRole('button', { name: 'Cancel' }).click();
  await card.hover();
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this card?' });
  await expect(confirm).toBeVisible();
  await scan('Bookmarks, delete a card', DIALOGS);
  await closeTop(page, confirm);
}

sweepEveryLook("the widgets' dialogs: non-negotiables, financial tracker, time audit, bookmarks", 'Wid', walkWidgetsB);

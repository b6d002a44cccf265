import { expect } from './support/test';
import { closeSheet, closeTop, DIALOGS, reachWidget, showEveryWidget, type Sweep, sweepEveryLook } from './support/a11y-sweep';
import { dayOf } from './support/practice';

/**
 * Issue 24 item 5, the widgets' own screens (1 of 3): Wins (the modal, its form, a win and its deletion step),
 * Scripture (settings, search), the Calendar (settings, Add Account's two kinds), the Pomodoro (statistics, clear data,
 * settings, a preset's editor), Review Goals (setup, schedule, an editor, the review carousel), Agents (Add New
 * Agent), in light and dark, at 1440 px and 375 px: no serious or critical axe violation.
 */
async function walkWidgetsA({ page, phone, scan }: Sweep) {
  await showEveryWidget(page, phone);

  await page.getByRole('button', { name: /Your Wins/ }).click();
  const wins = page.getByRole('dialog', { name: 'Your Wins' });
  await expect(wins.getByRole('heading', { name: 'No Wins Yet' })).toBeVisible();
  await scan('Wins, none yet', DIALOGS);
  await wins.getByRole('button', { name: 'Add New Win' }).click();
  const form = wins.getByRole('form', { name: 'Record a New Win' });
  await form.getByLabel('Date').fill(dayOf(1));
  await form.getByLabel('Your win').fill('Ran **10k** before breakfast');
  await form.getByRole('button', { name: 'Save Win' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await scan('Wins, the form with an error', DIALOGS);
  await form.getByLabel('Date').fill(dayOf(0));
  await form.getByRole('button', { name: 'Save Win' }).click();
  await expect(wins.getByText('1 of 1')).toBeVisible();
  await scan('Wins, a win', DIALOGS);
  await wins.getByRole('button', { name: 'Delete win' }).click();
  const deleteWin = page.getByRole('alertdialog', { name: 'Delete win' });
  await expect(deleteWin).toBeVisible();
  await scan('Wins, Delete win', DIALOGS);
  await closeTop(page, deleteWin);
  await closeTop(page, wins);

  const scripture = await reachWidget(page, phone, 'Scripture');
  await expect(scripture.locator('blockquote')).toBeVisible({ timeout: 30_000 });
  await scripture.getByRole('button', { name: 'Scripture settings' }).click();
  await scan('Scripture, settings', '#widget-scripture');
  await scripture.getByRole('button', { name: 'Scripture settings' }).click();
  await scripture.getByRole('button', { name: 'Search scriptures' }).click();
  await scripture.getByRole('searchbox', { name: 'Search scriptures' }).fill('love');
  await scripture.getByRole('searchbox', { name: 'Search scriptures' }).press('Enter');
  await expect(scripture.getByRole('list', { name: 'Search results' })).toBeVisible();
  await scan('Scripture, search', '#widget-scripture');

  const calendar = await reachWidget(page, phone, "Today's Events", 'Calendar');
  await calendar.getByRole('button', { name: 'Calendar settings' }).click();
  await scan('Calendar, settings', '#widget-calendar');
  await calendar.getByRole('button', { name: 'Add Account' }).click();
  const addAccount = page.getByRole('dialog', { name: 'Add Account' });
  await expect(addAccount).toBeVisible();
  for (const tab of ['ICS feed', 'CalDAV']) {
    await addAccount.getByRole('tab', { name: tab }).click();
    await scan(`Calendar, Add Account: ${tab}`, DIALOGS);
  }
  await closeTop(page, addAccount);
  if (phone) await closeSheet(page);

  const pomodoro = await reachWidget(page, phone, 'Pomodoro Timer', 'Pomodoro');
  for (const name of ['Statistics', 'Settings']) {
    await pomodoro.getByRole('button', { name, exact: true }).click();
    await expect(pomodoro.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await scan(`Pomodoro, ${name}`, '#widget-pomodoro');
  }
  // The settings stay open: their Clear Data asks first.
  await pomodoro.getByRole('region', { name: 'Timer settings' }).getByRole('button', { name: 'Clear Data' }).click();
  const clear = page.getByRole('alertdialog', { name: 'Clear Pomodoro data?' });
  await expect(clear).toBeVisible();
  await scan('Pomodoro, Clear Pomodoro data?', DIALOGS);
  await clear.getByRole('button', { name: 'Cancel' }).click();
  await expect(clear).toBeHidden();
  await pomodoro.getByRole('button', { name: /^Edit / }).first().click();
  await expect(pomodoro.getByRole('form', { name: 'Edit preset' })).toBeVisible();
  await scan('Pomodoro, a preset editor', '#widget-pomodoro');
  if (phone) await closeSheet(page);

  if (phone) {
    const goals = await reachWidget(page, phone, 'Review Goals', 'Goals');
    await goals.getByRole('button', { name: 'Setup' }).click();
  } else {
    await page.getByRole('button', { name: 'Open Review Goals' }).click();
  }
  const setup = page.getByRole('dialog', { name: 'Review Goals Setup' });
  await expect(setup).toBeVisible();
  await scan('Review Goals, setup', DIALOGS);
  await setup.getByRole('button', { name: 'Edit Goals', exact: true }).click();
  await setup.getByLabel('Goals (markdown)').fill('# Run a marathon\n\nTrain **daily**');
  await scan('Review Goals, an editor', DIALOGS);
  await setup.getByRole('button', { name: 'Done editing Goals' }).click();
  await setup.getByRole('tab', { name: 'Schedule' }).click();
  await scan('Review Goals, schedule', DIALOGS);
  // With a goal written, Back to Goals shows the review carousel the dashboard opens once per slot.
  await setup.getByRole('button', { name: 'Back to Goals' }).click();
  const review = page.getByRole('dialog', { name: /^(Good (morning|afternoon|evening)|Still up\?)$/ });
  await expect(review.locator('.rg-slide__title')).toHaveText('Goals');
  await scan('Review Goals, the review carousel', DIALOGS);
  await closeTop(page, review);
  if (phone) await closeSheet(page);

  const agents = await reachWidget(page, phone, 'Agents');
  await agents.getByRole('button', { name: 'Add Agent' }).click();
  const editor = page.getByRole('dialog', { name: 'Add New Agent' });
  await expect(editor).toBeVisible();
  await scan('Agents, Add New Agent', DIALOGS);
  await closeTop(page, editor);
}

sweepEveryLook("the widgets' dialogs: wins, scripture, calendar, pomodoro, review goals, agents", 'Wid', walkWidgetsA);

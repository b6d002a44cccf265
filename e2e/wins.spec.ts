import { expect, test } from './support/test';
import { openDashboard } from './support/dashboard';
import { clickLinksInert, expectMarkdownInert, HOSTILE_MARKDOWN, hostileShot, watchDialogs } from './support/hostile-text';
import { dayOf, openSettingsSection, todayAt } from './support/practice';
import { greetingOf } from './support/login-page';

test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' });

test('wins: refuse tomorrow, markdown in bold, newest first, edit and delete', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  await page.clock.install({ time: todayAt(10, 0) });
  await openDashboard(page, request, baseURL!, 'Winner');

  await page.getByRole('button', { name: /Your Wins/ }).click();
  const modal = page.getByRole('dialog', { name: 'Your Wins' });
  await expect(modal.getByRole('heading', { name: 'No Wins Yet' })).toBeVisible();
  await modal.getByRole('button', { name: 'Add New Win' }).click();
  const form = modal.getByRole('form', { name: 'Record a New Win' });
  await expect(form.getByLabel('Date')).toHaveValue(dayOf(0));

  // A date after today is refused.
  await form.getByLabel('Date').fill(dayOf(1));
  await form.getByLabel('Your win').fill('Ran **10k** before breakfast');
  await form.getByRole('button', { name: 'Save Win' }).click();
  await expect(form.getByRole('alert')).toHaveText('The date cannot be after today');

  await form.getByLabel('Date').fill(dayOf(0));
  await form.getByRole('button', { name: 'Save Win' }).click();
  await expect(modal.locator('.win-card strong')).toHaveText('10k');
  await expect(modal.getByText('1 of 1')).toBeVisible();

  // An older win goes behind; saving returns to the newest.
  await modal.getByRole('button', { name: 'Add New Win' }).click();
  await modal.getByLabel('Date').fill(dayOf(-3));
  await modal.getByLabel('Your win').fill('Shipped the release');
  await modal.getByRole('button', { name: 'Save Win' }).click();
  await expect(modal.getByText('1 of 2')).toBeVisible();
  await expect(modal.locator('.win-card strong')).toHaveText('10k');
  await modal.getByRole('button', { name: 'Next win' }).click();
  await expect(modal.getByText('2 of 2')).toBeVisible();
  const older = new Date(`${dayOf(-3)}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  await expect(modal.getByText(older)).toBeVisible();

  // Edit, then delete with confirmation.
  await modal.getByRole('button', { name: 'Edit win' }).click();
  await expect(modal.getByRole('heading', { name: 'Edit Win' })).toBeVisible();
  await modal.getByLabel('Your win').fill('Shipped the *big* release');
  await modal.getByRole('button', { name: 'Update Win' }).click();
  await expect(modal.getByText('1 of 2')).toBeVisible();
  await modal.getByRole('button', { name: 'Next win' }).click();
  await expect(modal.locator('.win-card em')).toHaveText('big');
  await modal.getByRole('button', { name: 'Delete win' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete win' });
  await expect(confirm).toContainText('Are you sure you want to delete this win?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(modal.getByText('1 of 1')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The sidebar's Wins entry opens the modal too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Wins' }).click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');

  // The daily popup: once after 18:00, not again that day.
  const settings = await openSettingsSection(page, 'Widgets');
  await settings.getByRole('switch', { name: 'Open my wins every day' }).click();
  await expect(settings.getByLabel('Daily popup time')).toHaveValue('18:00');
  await page.keyboard.press('Escape');
  await page.clock.setSystemTime(todayAt(17, 58));
  await page.clock.runFor(61_000);
  await expect(modal).toBeHidden();
  await page.clock.setSystemTime(todayAt(18, 0));
  await page.clock.runFor(61_000);
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(greetingOf(page, 'Winner')).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(modal).toBeHidden();
});

test('wins: script, javascript: links and event handlers in a win render inert', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  watchDialogs(page);
  await openDashboard(page, request, baseURL!, 'Hostile');
  await page.getByRole('button', { name: /Your Wins/ }).click();
  const modal = page.getByRole('dialog', { name: 'Your Wins' });
  await modal.getByRole('button', { name: 'Add New Win' }).click();
  await modal.getByLabel('Your win').fill(HOSTILE_MARKDOWN);
  await modal.getByRole('button', { name: 'Save Win' }).click();
  await expect(modal.getByText('1 of 1')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: /Your Wins/ }).click();
  const card = modal.locator('.win-card');
  await expectMarkdownInert(page, card.locator('.win-card__text'));
  await hostileShot(page, 'wins');
  await clickLinksInert(page, card);
});

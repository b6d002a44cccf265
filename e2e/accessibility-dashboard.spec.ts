import { expect } from './support/test';
import { closeTop, expandEdgeTabs, openWidgetSheet, showEveryWidget, type Sweep, widgetCard, sweepEveryLook } from './support/a11y-sweep';
import { phoneBarOf } from './support/phone-bar';

/**
 * Issue 24 item 5: the dashboard with every widget shown, in light and dark, at 1440 px and 375 px (on a phone
 * with the Widgets sheet and each widget in its sheet, and the menu): no serious or critical axe violation.
 * Panels and the widgets' dialogs have their own sweeps (accessibility-panels, accessibility-widgets-*).
 */
const PHONE_SHEETS = [
  { tab: 'Calendar', title: "Today's Events" },
  { tab: 'Pomodoro', title: 'Pomodoro Timer' },
  { tab: 'Goals', title: 'Review Goals' },
  { tab: 'Non-negotiables', title: 'Non-Negotiables' },
  { tab: 'Time Audit', title: 'Time & Energy Audit' },
] as const;

async function walkDashboard({ page, phone, scan }: Sweep) {
  await expect(widgetCard(page, 'Bookmarks')).toBeVisible();
  await scan('dashboard, first open');

  await showEveryWidget(page, phone);
  if (!phone) {
    await expandEdgeTabs(page);
    for (const title of ['Wins', 'Scripture', 'Agents', 'Financial Tracker', 'Time & Energy Audit', "Today's Events", 'Pomodoro Timer', 'Non-Negotiables']) {
      await expect(widgetCard(page, title)).toBeVisible();
    }
    await scan('dashboard, every widget');
    return;
  }

  await scan('dashboard, every widget');
  const phoneBar = phoneBarOf(page);
  await phoneBar.widgets.click();
  await expect(phoneBar.list).toBeVisible();
  await scan('sheet: Widgets', '#widget-sheet');
  await phoneBar.widgets.click();
  // Closed before the first sheet opens: a list still closing would take the next click on its way out.
  await expect(phoneBar.list).toBeHidden();
  for (const { tab, title } of PHONE_SHEETS) {
    await openWidgetSheet(page, tab);
    const sheet = page.getByRole('dialog', { name: title, exact: true });
    await expect(sheet).toBeVisible();
    await scan(`sheet: ${title}`, '#widget-sheet');
    await phoneBar.widgets.click();
    await expect(sheet).toBeHidden();
  }

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await scan('menu', '[role="dialog"]');
  await closeTop(page, menu);
}

sweepEveryLook('the dashboard with every widget shown', 'Dash', walkDashboard);

import { expect } from './support/test';
import { closeTop, DIALOGS, openPanel, openSection, openSettings, showEveryWidget, type Sweep, sweepEveryLook } from './support/a11y-sweep';

/**
 * Issue 24 item 5: every side panel (Settings and each of its sections with every widget's settings shown, a
 * server snapshot's restore step, Profile and its sharing dialog, Subscription, Account Information and its deletion step, Help & Support,
 * the music Library, Agents), in light and dark, at 1440 px and 375 px: no serious or critical axe violation.
 * The Admin Panel, for an admin only, is in accessibility-admin.spec.ts.
 */
const SETTINGS_SECTIONS = [
  'Appearance',
  'Labs',
  'Widgets',
  'Header Metrics',
  'Notifications',
  'Keyboard Shortcuts',
  'Account Information',
  'Data & Backup',
  'Music',
  'Browser extension',
] as const;

async function walkPanels({ page, phone, scan }: Sweep) {
  // Every widget on, so the Widgets section shows each widget's own settings.
  await showEveryWidget(page, phone);

  const settings = await openSettings(page, phone);
  await scan('Settings', DIALOGS);
  for (const title of SETTINGS_SECTIONS) {
    const region = await openSection(settings, title);
    // Sections that ask the server show their answer, not their loading line.
    await expect(region.getByText(/^Loading/)).toHaveCount(0);
    await scan(`Settings > ${title}`, DIALOGS);
    await settings.getByRole('button', { name: title, exact: true }).click();
    await expect(region).toBeHidden();
  }
  // A server snapshot, saved now, and the step that asks before restoring it.
  const backup = await openSection(settings, 'Data & Backup');
  await backup.getByRole('button', { name: 'Save snapshot now' }).click();
  await backup.getByRole('list', { name: 'Server snapshots' }).getByRole('button', { name: /^Restore snapshot from / }).first().click();
  const restore = page.getByRole('alertdialog', { name: 'Restore this snapshot?' });
  await expect(restore).toBeVisible();
  await scan('Settings > Data & Backup > Restore this snapshot?', DIALOGS);
  await closeTop(page, restore);
  await settings.getByRole('button', { name: 'Data & Backup', exact: true }).click();
  await settings.getByRole('button', { name: 'Help & Support' }).click();
  const help = page.getByRole('dialog', { name: 'Help & Support' });
  await expect(help).toBeVisible();
  await scan('Help & Support', DIALOGS);
  await closeTop(page, help);

  const profile = await openPanel(page, phone, { menu: 'Profile', title: 'Profile' });
  await scan('Profile', DIALOGS);
  await profile.getByRole('button', { name: 'Refer a friend' }).click();
  const share = page.getByRole('dialog', { name: 'Refer a friend' });
  await expect(share).toBeVisible();
  await scan('Profile > Refer a friend', DIALOGS);
  await closeTop(page, share);
  await closeTop(page, profile);

  const subscription = await openPanel(page, phone, { menu: 'Subscription', profile: 'Subscription', title: 'Subscription' });
  await expect(subscription.getByText('Yearly', { exact: false }).first()).toBeVisible();
  await scan('Subscription', DIALOGS);
  await closeTop(page, subscription);

  const account = await openPanel(page, phone, { menu: 'Account', profile: 'Account Information', title: 'Account Information' });
  await expect(account.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  await scan('Account Information', DIALOGS);
  await account.getByRole('button', { name: 'Delete Account' }).click();
  await account.getByRole('button', { name: 'Click again to confirm' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm account deletion' });
  await expect(confirm).toBeVisible();
  await scan('Account Information > Confirm account deletion', DIALOGS);
  await closeTop(page, confirm);
  await closeTop(page, account);

  const library = phone
    ? await (async () => {
        await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('button', { name: 'Library' }).click();
        const dialog = page.getByRole('dialog', { name: 'Library' });
        await expect(dialog).toBeVisible();
        return dialog;
      })()
    : await openPanel(page, phone, { menu: 'Library', title: 'Library' });
  for (const tab of ['Playlists', 'Favorites', 'Recent']) {
    await library.getByRole('tab', { name: tab }).click();
    await scan(`Library > ${tab}`, DIALOGS);
  }
  await closeTop(page, library);

  const agents = await openPanel(page, phone, { menu: 'Agents', title: 'Agents' });
  for (const tab of ['Manage Agents', 'Settings']) {
    await agents.getByRole('tab', { name: tab }).click();
    await scan(`Agents > ${tab}`, DIALOGS);
  }
  await closeTop(page, agents);
}

sweepEveryLook('every side panel', 'Pan', walkPanels);

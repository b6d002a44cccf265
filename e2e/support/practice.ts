import { expect, type Page } from '@playwright/test';

/** A moment today (by the machine's calendar) at a wall-clock time in UTC, the zone the practice specs run in. */
export function todayAt(hour: number, minute = 0, dayOffset = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + dayOffset, hour, minute));
}

/** YYYY-MM-DD of a day relative to today (UTC). */
export function dayOf(dayOffset: number): string {
  return todayAt(12, 0, dayOffset).toISOString().slice(0, 10);
}

/** Opens the settings panel on one section. */
export async function openSettingsSection(page: Page, section: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: section }).click();
  return settings;
}

/** Turns a widget on in Settings > Widgets and closes the panel. */
export async function showWidget(page: Page, title: string) {
  const settings = await openSettingsSection(page, 'Widgets');
  await settings.getByRole('switch', { name: title }).check();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
}

import { expect, type Locator, type Page } from '@playwright/test';

/** The financial tracker's card, found by its title and the spec's words. */
export function financialOf(page: Page) {
  const region = page.getByRole('region', { name: 'Financial Tracker' });
  return {
    region,
    form: region.getByRole('form', { name: 'Edit financial data' }),
    /** Opens the edit form, fills the given fields and saves. */
    async save(fields: Record<string, string>) {
      await region.getByRole('button', { name: 'Edit' }).click();
      const form = region.getByRole('form', { name: 'Edit financial data' });
      for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
    },
  };
}

/** The header's metrics bar. Its money figures show as dots until the user shows them (issue 33). */
export function headerMetricsOf(page: Page) {
  const bar = page.getByRole('group', { name: 'Header metrics' });
  return {
    bar,
    metric: (label: string) => bar.locator('.header-metrics__metric').filter({ hasText: label }),
    /** Shows the money figures, as a person does with the dots' own button. */
    reveal: async () => {
      // The metrics hide while the page is scrolled down (autoHideOnScroll): at the top, as a person sees them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar.locator('.header-metrics__value').first()).toHaveText('••••');
      await bar.getByRole('button', { name: 'Show money figures' }).click();
    },
  };
}

/** The time audit: its sidebar card, its panel, the prompt and the report's zones. */
export function auditOf(page: Page) {
  const card = page.getByRole('region', { name: 'Time & Energy Audit' });
  const panel = page.getByRole('dialog', { name: 'Time & Energy Audit' });
  const prompt = page.getByRole('dialog', { name: 'What are you working on?' });
  const zone = (name: string) => panel.getByRole('region', { name, exact: true });
  return {
    card,
    panel,
    prompt,
    zone,
    unassigned: panel.getByRole('region', { name: 'Unassigned Tasks' }),
    taskCard: (scope: Locator, task: string) => scope.getByRole('listitem', { name: task, exact: true }),
    /** Fills the prompt and tracks the task. */
    async track(task: string, energy?: 'Energizing' | 'Draining') {
      await expect(prompt).toBeVisible();
      await prompt.getByRole('combobox', { name: 'Task' }).fill(task);
      if (energy) await prompt.getByRole('button', { name: energy, exact: true }).click();
      await prompt.getByRole('button', { name: 'Track Task' }).click();
      await expect(prompt).toBeHidden();
    },
  };
}

/**
 * Settings > Widgets, as a user turns a widget on: one that waits there while it holds nothing (figures,
 * the audit), or one they hid. From the bottom bar on a phone, else from the sidebar.
 */
export async function showWidget(page: Page, title: string) {
  const phone = (page.viewportSize()?.width ?? 1280) <= 768;
  await page.getByRole('navigation', { name: phone ? 'Bottom navigation' : 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Widgets' }).click();
  await settings.getByRole('switch', { name: title }).check();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
}

/** Saves a screenshot when SHOTS_DIR is set (for looking at the widgets by eye). */
export async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: false });
}

/** The dashboard signed out (data in this browser only), as a visitor opens it, with the `show`n widgets turned on. */
export async function openLocalDashboard(page: Page, show: string[] = []) {
  await page.goto('/demo');
  // At night a visitor, who has no name to greet, is asked 'Still up?'.
  await expect(page.getByRole('heading', { name: /^(Good (morning|afternoon|evening), |Still up[,?])/ })).toBeVisible();
  for (const title of show) await showWidget(page, title);
}

import { expect, type Page } from '@playwright/test';

/** The Pomodoro widget as a user reaches it: shown from Settings → Widgets, opened from its edge tab. */
export function pomodoroOf(page: Page) {
  const widget = page.locator('section[data-widget="pomodoro"]');
  const tab = page.getByRole('button', { name: 'Open Pomodoro Timer' });
  return {
    widget,
    tab,
    time: widget.getByTestId('pomodoro-time'),
    ring: widget.locator('.pomo-ring'),
    toast: (title: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: title }),

    /** The widget is hidden by default (spec registry): switch it on like a user would. */
    async show() {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await settings.getByRole('button', { name: 'Widgets' }).click();
      await settings.getByRole('switch', { name: 'Pomodoro Timer' }).check();
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();
      await expect(tab).toBeVisible();
    },

    async expand() {
      await tab.click();
      await expect(widget).toBeVisible();
    },

    async collapse() {
      await page.getByRole('button', { name: 'Collapse Pomodoro Timer' }).click();
      await expect(tab).toBeVisible();
    },

    /** Opens a sub-panel (Statistics or Settings) with its header toggle. */
    async openPanel(name: 'Statistics' | 'Settings') {
      const toggle = widget.getByRole('button', { name, exact: true });
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    },
  };
}

/** m:ss as a number of seconds. */
export function seconds(clock: string): number {
  const [m, s] = clock.replace('+', '').split(':').map(Number);
  return m! * 60 + s!;
}

import type { Locator, Page } from '@playwright/test';

/** The phone's one bottom bar and its Widgets sheet (issue 33), found by role and name. */
export function phoneBarOf(page: Page) {
  const bar = page.getByRole('navigation', { name: 'Bottom navigation' });
  const widgets = bar.getByRole('button', { name: 'Widgets' });
  const list = page.getByRole('dialog', { name: 'Widgets' });
  return {
    bar,
    /** 'Widgets': opens the list; while a sheet is open, closes it. */
    widgets,
    list,
    /** Opens a widget by its whole name ('Review Goals', 'Time & Energy Audit') from the Widgets sheet. */
    async open(name: string, how: 'click' | 'tap' = 'click') {
      const act = (target: Locator) => (how === 'tap' ? target.tap() : target.click());
      if (!(await list.isVisible())) await act(widgets);
      // Its whole name, then perhaps its badge in words ('Calendar needs attention').
      const whole = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`);
      await act(list.getByRole('button', { name: whole }));
    },
  };
}

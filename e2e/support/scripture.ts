import { expect, type Page } from '@playwright/test';

/** The scripture widget on the dashboard, found by its heading, and its controls by role and name. */
export function scriptureOf(page: Page) {
  const widget = page.locator('section[data-widget="scripture"]');
  return {
    widget,
    verseText: widget.locator('blockquote'),
    title: widget.getByRole('heading', { level: 3 }).first(),
    banner: widget.getByRole('alert'),
    counter: widget.getByRole('group', { name: 'Favorites' }),
    button: (name: string | RegExp) => widget.getByRole('button', { name, exact: typeof name === 'string' }),
    searchBox: widget.getByRole('searchbox', { name: 'Search scriptures' }),
    results: widget.getByRole('list', { name: 'Search results' }),
    /** Searches, and waits for the answer (results, a message or the banner). */
    async search(text: string) {
      if (!(await this.searchBox.isVisible())) await this.button('Search scriptures').click();
      await this.searchBox.fill(text);
      await this.searchBox.press('Enter');
    },
    /** Opens a verse through the search box and waits until it shows. */
    async open(reference: string, title: string) {
      await this.search(reference);
      await this.results.getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
      await expect(this.title).toHaveText(title);
    },
    async setMode(mode: 'Reading' | 'Random' | 'Favorites') {
      const settings = this.button('Scripture settings');
      if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
      await widget.getByRole('radio', { name: mode }).check();
      await settings.click();
    },
  };
}

/** Shows the Scripture widget through Settings > Widgets, as a user would. */
export async function showScriptureWidget(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Widgets' }).click();
  await settings.getByRole('switch', { name: 'Scripture' }).check();
  await page.keyboard.press('Escape');
  // The first verse may wait for the server to read the corpus (on its first scripture request).
  await expect(page.locator('section[data-widget="scripture"] blockquote')).toBeVisible({ timeout: 30_000 });
}


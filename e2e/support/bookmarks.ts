import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * The bookmarks widget, found by role and the spec's words. Favicons come from a public service the
 * test machines cannot reach; they are refused at once so every card shows its placeholder.
 */
export async function blockFavicons(target: Page | BrowserContext) {
  await target.route('https://www.google.com/s2/favicons**', (route) => route.abort());
}

export function bookmarksOf(page: Page) {
  const region = page.getByRole('region', { name: 'Bookmarks' });
  const dialog = page.getByRole('dialog', { name: 'Add New Link' });
  const card = (title: string) => region.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(title) }) });
  return {
    region,
    dialog,
    card,
    link: (title: string) => region.getByRole('link', { name: new RegExp(title) }),
    /** The titles of the cards in screen order. */
    titles: () => region.getByTestId('bookmark-card').locator('.bm-card__title').allTextContents(),
    addZones: region.getByRole('button', { name: 'Add link here' }),
    /** Hovers the gap before card `index` (or after the last card) until its add button shows, and clicks it. */
    async addZone(index: number | 'last') {
      const zones = region.getByTestId('add-zone');
      const zone = index === 'last' ? zones.last() : zones.nth(index);
      await zone.hover();
      return zone.getByRole('button', { name: 'Add link here' });
    },
    /**
     * The add button of the gap before card `index` (or after the last card), for the keyboard: focus reveals it
     * at once, wherever the cards move meanwhile (another device's card arriving).
     */
    zoneButton: (index: number | 'last') => {
      const zones = region.getByTestId('add-zone');
      return (index === 'last' ? zones.last() : zones.nth(index)).getByRole('button', { name: 'Add link here' });
    },
    emptyState: region.getByRole('button', { name: 'Add your first bookmark' }),
    /** Opens the add modal from `trigger` (clicked, or with `keyboard` focused and Enter), fills it and adds the link. */
    async add(trigger: Locator | Promise<Locator>, url: string, options: { title?: string; show?: string; keyboard?: boolean } = {}) {
      const control = await trigger;
      if (options.keyboard) await control.press('Enter');
      else await control.click();
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('URL').fill(url);
      if (options.title !== undefined) await dialog.getByLabel('Title').fill(options.title);
      if (options.show) await dialog.getByLabel('Show during').selectOption({ label: options.show });
      await dialog.getByRole('button', { name: 'Add Link' }).click();
      await expect(dialog).toBeHidden();
    },
  };
}

import { expect, test, type Page } from './support/test';
import { openDashboard } from './support/dashboard';
import { scriptureOf, showScriptureWidget } from './support/scripture';

/**
 * The widget at desktop size and at 375 px, in light and dark: every control stays inside the widget
 * and reachable. With SCRIPTURE_SHOTS=<folder> it also saves screenshots for a person to look at.
 */
const shots = process.env.SCRIPTURE_SHOTS;
test.describe.configure({ timeout: 90_000 });

/** The widget at desktop size; on a phone the whole screen, with the widget's top scrolled into view. */
async function shoot(page: Page, path: string) {
  const widget = page.locator('section[data-widget="scripture"]');
  if (page.viewportSize()!.width > 500) return void (await widget.screenshot({ path, animations: 'disabled' }));
  await widget.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path, animations: 'disabled' });
}

async function checkLayout(page: Page, name: string) {
  const scripture = scriptureOf(page);
  await scripture.open('D&C 4:2', 'Doctrine and Covenants 4:2');
  await scripture.button('Notes').click();
  await expect(scripture.widget.getByRole('heading', { name: 'Notes for Doctrine and Covenants 4:2' })).toBeVisible();
  const box = (await scripture.widget.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  for (const control of ['Previous favorite', 'Next favorite', 'Add to favorites', 'Search scriptures', 'Scripture settings', 'Previous verse', 'Next verse', 'Copy verse', 'Save']) {
    const button = (await scripture.button(control).boundingBox())!;
    expect(button.x, control).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(button.x + button.width, control).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    if (shots) await shoot(page, `${shots}/${name}-${theme}.png`);
  }
  await scripture.search('faith hope charity');
  await expect(scripture.results.getByRole('listitem')).toHaveCount(20);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
    if (shots) await shoot(page, `${shots}/${name}-search-${theme}.png`);
  }
  await scripture.search('Hezekiah 1:1');
  await expect(scripture.banner).toBeVisible();
  if (shots) await shoot(page, `${shots}/${name}-error-dark.png`);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the scripture widget fits at desktop size, light and dark', async ({ page, request, baseURL }) => {
    await openDashboard(page, request, baseURL!, 'Wide');
    await showScriptureWidget(page);
    await checkLayout(page, 'desktop');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
  test('the scripture widget fits at 375 px, light and dark', async ({ page, request, baseURL }) => {
    await openDashboard(page, request, baseURL!, 'Narrow');
    await page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Widgets' }).click();
    await settings.getByRole('switch', { name: 'Scripture' }).check();
    await page.keyboard.press('Escape');
    await expect(page.locator('section[data-widget="scripture"] blockquote')).toBeVisible({ timeout: 30_000 });
    await checkLayout(page, 'phone');
  });
});

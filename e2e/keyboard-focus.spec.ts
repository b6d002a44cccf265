import { expect, test, type Page } from './support/test';
import { openDashboard } from './support/dashboard';

/**
 * Issue 24 item 5: every control is reachable and usable with the keyboard, with a visible focus ring. Tab walks
 * the side navigation, the header, the start page and a widget (Bookmarks), then one of its dialogs (Add New
 * Link): every stop shows a ring; Escape closes the dialog and gives the focus back to what opened it.
 */
test.use({ viewport: { width: 1440, height: 900 } });

interface Stop {
  name: string;
  /** The browser shows the keyboard's focus here (:focus-visible). */
  visible: boolean;
  /** An outline or a shadow is painted on it. */
  ring: boolean;
}

/** What has the focus now, by its accessible words, and whether a ring is drawn on it. */
function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // What a screen reader reads: decoration marked aria-hidden (the profile's letter) is not part of the name.
    const words = element.cloneNode(true) as HTMLElement;
    words.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    const label = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? words.textContent ?? '';
    return {
      name: label.trim().replace(/\s+/g, ' ').slice(0, 60),
      visible: element.matches(':focus-visible'),
      ring: outlined || style.boxShadow !== 'none',
    };
  });
}

/** Presses Tab until a stop named `until` has the focus (at most `limit` presses); every stop must show a ring. */
async function tabUntil(page: Page, until: string, limit = 40): Promise<string[]> {
  const names: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    expect(stop, `stop ${presses + 1} after ${names.join(' → ')}`).not.toBeNull();
    expect({ name: stop!.name, visible: stop!.visible, ring: stop!.ring }, `a ring on "${stop!.name}"`).toEqual({
      name: stop!.name,
      visible: true,
      ring: true,
    });
    names.push(stop!.name);
    if (stop!.name === until) return names;
  }
  throw new Error(`"${until}" not reached in ${limit} presses: ${names.join(' → ')}`);
}

test('the navigation, the header, a widget and a dialog by the keyboard alone, each stop with a visible ring', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Keys');
  const addFirst = page.getByRole('region', { name: 'Bookmarks' }).getByRole('button', { name: 'Add your first bookmark' });
  await expect(addFirst).toBeVisible();

  // From the top of the page: the side navigation, the header, the start page, then the bookmarks' button.
  const stops = await tabUntil(page, 'Add your first bookmark');
  for (const name of ['Expand sidebar', 'Library', 'Bookmarks', 'Agents', 'Profile', 'Settings', 'Switch to dark theme']) {
    expect(stops, `the Tab order: ${stops.join(' → ')}`).toContain(name);
  }
  await expect(addFirst).toBeFocused();

  // The dialog opens with Enter, its fields and buttons take the focus in turn, and Escape closes it.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Link' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('URL')).toBeFocused();
  expect((await focused(page))?.ring).toBe(true);
  // URL, Title, Show during, Cancel (Add Link waits for a URL and a title).
  expect(await tabUntil(page, 'Cancel', 6)).toHaveLength(3);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addFirst).toBeFocused();

  // And used: a link typed and added with the keyboard.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('URL')).toBeFocused();
  await page.keyboard.type('example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Example');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Bookmarks' }).getByRole('link', { name: /Example/ })).toBeVisible();
});

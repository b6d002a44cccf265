import { expect, test } from './support/test';
import { openDashboard } from './support/dashboard';
import { clickLinksInert, expectInert, expectMarkdownInert, HOSTILE, HOSTILE_LINE, HOSTILE_MARKDOWN, watchDialogs } from './support/hostile-text';
import { scriptureOf, showScriptureWidget } from './support/scripture';

test.use({ viewport: { width: 1280, height: 900 } });
// Long journeys; the first request also reads the whole corpus on the server.
test.describe.configure({ timeout: 120_000 });

test('search a verse, favourite it, write a note; both are there after a reload', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Reader');
  await showScriptureWidget(page);
  const scripture = scriptureOf(page);

  await scripture.button('Search scriptures').click();
  await expect(scripture.searchBox).toHaveAttribute('placeholder', 'e.g., John 3:16 or 1 Nephi 3:7');
  await expect(scripture.widget.getByText('Search for a scripture to get started')).toBeVisible();

  // The validation messages, word for word, in the banner.
  await scripture.search('John 3');
  await expect(scripture.banner).toContainText('Please enter a valid scripture reference (e.g., "John 3:16")');
  await scripture.search('Hezekiah 1:1');
  await expect(scripture.banner).toContainText('Book "Hezekiah" not found. Try "John 11:44" or "1 Nephi 3:7"');
  await scripture.search('John 3:99');
  await expect(scripture.banner).toContainText('Verse John 3:99 not found');
  await scripture.search('John 3:30-40');
  await expect(scripture.banner).toContainText('Verses John 3:30-40 not found');

  // Full-text search: ranked results a click opens.
  await scripture.search('faith hope charity');
  await expect(scripture.results.getByRole('listitem')).toHaveCount(20);
  await expect(scripture.results.getByRole('button').first()).toContainText(/1 Corinthians 13:13|Doctrine and Covenants 4:5/);

  await scripture.open('1 Ne 3:7', '1 Nephi 3:7');
  await expect(scripture.verseText).toContainText('I will go and do the things which the Lord hath commanded');

  await scripture.button('Add to favorites').click();
  await expect(scripture.button('Remove from favorites')).toHaveAttribute('aria-pressed', 'true');
  await expect(scripture.counter).toContainText('1 of 1');

  await scripture.button('Notes').click();
  await expect(scripture.widget.getByRole('heading', { name: 'Notes for 1 Nephi 3:7' })).toBeVisible();
  await expect(scripture.widget.getByText(/Markdown supported/)).toBeVisible();
  await scripture.widget.getByRole('textbox', { name: 'Note' }).fill('**Go and do** — <script>alert(1)</script>');
  await scripture.button('Save').click();
  await expect(scripture.widget.locator('.scr-notes__rendered strong')).toHaveText('Go and do');
  await expect(scripture.widget.locator('.scr-notes__rendered script')).toHaveCount(0);

  await page.reload();
  await expect(scripture.title).toHaveText('1 Nephi 3:7');
  await expect(scripture.button('Remove from favorites')).toBeVisible();
  await scripture.button('Notes').click();
  await expect(scripture.widget.locator('.scr-notes__rendered strong')).toHaveText('Go and do');
});

test('reading mode steps across book ends; favourites mode cycles and wraps; random mode gives new verses', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Modes');
  await showScriptureWidget(page);
  const scripture = scriptureOf(page);

  await scripture.open('Malachi 4:6', 'Malachi 4:6');
  await scripture.button('Next verse').click();
  await expect(scripture.title).toHaveText('Matthew 1:1');
  await scripture.button('Previous verse').click();
  await expect(scripture.title).toHaveText('Malachi 4:6');
  await scripture.button('Previous verse').click();
  await expect(scripture.title).toHaveText('Malachi 4:5');

  await scripture.setMode('Favorites');
  await expect(scripture.widget.getByText('No favorites saved yet. Add some favorites first!')).toBeVisible();
  await scripture.setMode('Reading');
  await expect(scripture.title).toHaveText('Malachi 4:5');

  const toSave: [string, string][] = [['John 3:16', 'John 3:16'], ['Moses 1:39', 'Moses 1:39'], ['D&C 4:2', 'Doctrine and Covenants 4:2']];
  for (const [reference, title] of toSave) {
    await scripture.open(reference, title);
    await scripture.button('Add to favorites').click();
    await expect(scripture.button('Remove from favorites')).toBeVisible();
  }
  await expect(scripture.counter).toContainText('3 of 3');

  // Favourites mode starts from the verse shown (a favourite), in the order they were saved, wrapping both ways.
  await scripture.setMode('Favorites');
  await expect(scripture.title).toHaveText('Doctrine and Covenants 4:2');
  await scripture.button('Next verse').click();
  await expect(scripture.title).toHaveText('John 3:16');
  await scripture.button('Next verse').click();
  await expect(scripture.title).toHaveText('Moses 1:39');
  await scripture.button('Previous verse').click();
  await expect(scripture.title).toHaveText('John 3:16');
  await scripture.button('Previous verse').click();
  await expect(scripture.title).toHaveText('Doctrine and Covenants 4:2');
  await scripture.button('Next favorite').click();
  await expect(scripture.title).toHaveText('John 3:16');
  await expect(scripture.counter).toContainText('1 of 3');

  await scripture.setMode('Random');
  const seen = new Set<string>();
  for (let i = 0; i < 4; i += 1) {
    await scripture.button('Next verse').click();
    await expect(scripture.widget.locator('.scr-fade--out')).toHaveCount(0);
    seen.add((await scripture.title.textContent()) ?? '');
  }
  expect(seen.size).toBeGreaterThan(1);
});

test('sources: at least one stays selected, and an excluded book is refused', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Sources');
  await showScriptureWidget(page);
  const scripture = scriptureOf(page);
  await scripture.button('Scripture settings').click();
  await scripture.widget.getByRole('checkbox', { name: 'King James Bible' }).click();
  await expect(scripture.widget.getByRole('checkbox', { name: 'King James Bible' })).not.toBeChecked();
  await scripture.widget.getByRole('checkbox', { name: 'Latter-day scriptures' }).click();
  await expect(scripture.banner).toContainText('At least one scripture source must be selected');
  await expect(scripture.widget.getByRole('checkbox', { name: 'Latter-day scriptures' })).toBeChecked();
  // The red banner shakes, except for readers who asked for less motion.
  const animation = () => scripture.banner.evaluate((element) => getComputedStyle(element).animationName);
  expect(await animation()).toBe('scr-shake');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await scripture.search('John 3:16');
  await expect(scripture.banner).toContainText('John is not included in current scripture sources');
  expect(await animation()).toBe('none');
});

test('copy puts the text, a dash and the title on the clipboard, and says Copied for 2 s', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await openDashboard(page, request, baseURL!, 'Copier');
  await showScriptureWidget(page);
  const scripture = scriptureOf(page);
  await scripture.open('John 11:35', 'John 11:35');
  await page.clock.install();
  await scripture.button('Copy verse').click();
  await expect(scripture.button('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Jesus wept. - John 11:35');
  await page.clock.runFor(2100);
  await expect(scripture.button('Copy verse')).toBeVisible();
});

test('offline: the last verse, favourites, notes and the last chapter still work', async ({ page, context, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Offline');
  await showScriptureWidget(page);
  const scripture = scriptureOf(page);
  await scripture.open('Psalm 23:1', 'Psalms 23:1');
  await scripture.button('Add to favorites').click();
  await scripture.button('Notes').click();
  await scripture.widget.getByRole('textbox', { name: 'Note' }).fill('The shepherd psalm');
  await scripture.button('Save').click();
  // The chapter is kept in IndexedDB once fetched.
  await expect
    .poll(() => page.evaluate(() => new Promise<number>((resolve) => {
      const open = indexedDB.open('lodestar-scripture');
      open.onsuccess = () => {
        const get = open.result.transaction('chapters').objectStore('chapters').get('last');
        get.onsuccess = () => resolve((get.result as { verses?: unknown[] } | undefined)?.verses?.length ?? 0);
        get.onerror = () => resolve(0);
      };
      open.onerror = () => resolve(0);
    })))
    .toBe(6);

  await context.setOffline(true);
  await scripture.button('Next verse').click();
  await expect(scripture.title).toHaveText('Psalms 23:2');
  await scripture.button('Next verse').click();
  await expect(scripture.title).toHaveText('Psalms 23:3');
  await scripture.button('Previous favorite').click();
  await expect(scripture.title).toHaveText('Psalms 23:1');
  await expect(scripture.widget.locator('.scr-notes__rendered')).toHaveText('The shepherd psalm');
  await context.setOffline(false);

  // A reload with the server unreachable (the built files still served): the verse, the favourite and
  // the note come from the browser's copy of the synced document, the chapter from IndexedDB.
  await page.route(/\/(api|sync)(\/|$)/, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(scripture.title).toHaveText('Psalms 23:1');
  await expect(scripture.button('Remove from favorites')).toBeVisible();
  await scripture.button('Next verse').click();
  await expect(scripture.title).toHaveText('Psalms 23:2');
  await scripture.button('Previous verse').click();
  await scripture.button('Notes').click();
  await expect(scripture.widget.locator('.scr-notes__rendered')).toHaveText('The shepherd psalm');
});

test('a note and a search holding script, javascript: links and event handlers render inert', async ({ page, request, baseURL }) => {
  watchDialogs(page);
  await openDashboard(page, request, baseURL!, 'Hostile');
  await showScriptureWidget(page);
  const scripture = scriptureOf(page);

  // The search box echoes what was typed in its messages as text, never as markup.
  for (const payload of [HOSTILE_LINE, `${HOSTILE.img} 3:16`, HOSTILE.url]) {
    await scripture.search(payload);
    await expect(scripture.banner.or(scripture.results).or(scripture.widget.getByText(/No (results|scriptures) found/))).toBeVisible();
    await expectInert(page);
  }

  await scripture.open('1 Ne 3:7', '1 Nephi 3:7');
  await scripture.button('Notes').click();
  await scripture.widget.getByRole('textbox', { name: 'Note' }).fill(HOSTILE_MARKDOWN);
  await scripture.button('Save').click();
  await expect(scripture.widget.locator('.scr-notes__rendered')).toBeVisible();

  await page.reload();
  await expect(scripture.title).toHaveText('1 Nephi 3:7');
  await scripture.button('Notes').click();
  const rendered = scripture.widget.locator('.scr-notes__rendered');
  await expectMarkdownInert(page, rendered);
  await expect(scripture.widget.getByRole('textbox', { name: 'Note' })).toHaveValue(HOSTILE_MARKDOWN);
  await expectInert(page);
  await clickLinksInert(page, rendered);
});

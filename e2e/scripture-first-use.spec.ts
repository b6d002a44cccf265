import { expect, test } from './support/test';
import { openDashboard } from './support/dashboard';
import { openLocalDashboard } from './support/money';
import { scriptureOf, showScriptureWidget } from './support/scripture';

test.use({ viewport: { width: 1280, height: 900 } });
// The first request also reads the whole corpus on the server.
test.describe.configure({ timeout: 120_000 });

test('a new reader sees no favourites counter of nothing, and a failed search leaves no earlier results under its message', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Newcomer');
  await showScriptureWidget(page);
  const scripture = scriptureOf(page);
  await expect(scripture.counter).toContainText('No favorites yet');
  await expect(scripture.counter).not.toContainText('0 of 0');

  await scripture.search('faith hope charity');
  await expect(scripture.results.getByRole('listitem')).toHaveCount(20);
  await scripture.search('Hezekiah 1:1');
  await expect(scripture.banner).toContainText('Book "Hezekiah" not found');
  await expect(scripture.results).toBeHidden();
  // A verse that does not exist (answered by the server) clears them too.
  await scripture.search('faith hope charity');
  await expect(scripture.results.getByRole('listitem')).toHaveCount(20);
  await scripture.search('John 3:99');
  await expect(scripture.banner).toContainText('Verse John 3:99 not found');
  await expect(scripture.results).toBeHidden();
});

test('the signed-out demo reads the scripture text', async ({ page }) => {
  await openLocalDashboard(page);
  await showScriptureWidget(page);
  const scripture = scriptureOf(page);
  await expect(scripture.verseText).not.toBeEmpty();
  await expect(scripture.widget.getByText('Failed to load scripture')).toHaveCount(0);
  await scripture.open('John 3:16', 'John 3:16');
  await expect(scripture.verseText).toContainText('For God so loved the world');
});

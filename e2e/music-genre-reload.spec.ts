import { expect, test } from './support/test';
import { musicCatalog, musicOf, signUpAndOpen } from './support/music';

// Tracks are rendered by the server on first play (no pre-rendering in tests): allow for it.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

// Issue 35, item 2: the bar always names the track Play will start, also right after a reload.
test('after choosing EDM and reloading, the bar names an EDM track and Play starts that one', async ({ page, request, baseURL }) => {
  const catalog = await musicCatalog(request);
  const edm = catalog.genres.find((genre) => genre.name === 'EDM')!;
  await signUpAndOpen(page, request, baseURL!, 'Raver');
  const music = musicOf(page);
  await expect(music.title).not.toHaveText('No track');
  // The player is a chip until its first Play; the pill holds the genre.
  await music.reveal();
  await music.bar.getByRole('combobox', { name: 'Genre' }).click();
  await page.getByRole('option', { name: 'EDM', exact: true }).click();
  const titles = edm.tracks.map((track) => track.title);
  await expect.poll(async () => titles.includes((await music.title.textContent()) ?? '')).toBe(true);
  // The choice is saved with the account before the reload.
  await page.waitForTimeout(1000);

  await page.reload();
  // The bar comes back (a chip again, its track named for assistive technology) with the page's catalogue and the
  // synced section.
  await expect.poll(async () => titles.includes((await music.title.textContent()) ?? ''), { timeout: 30_000 }).toBe(true);
  // Never a track of another genre, not even for a moment after the page comes back.
  const shown: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    shown.push((await music.title.textContent()) ?? '');
    await page.waitForTimeout(200);
  }
  expect(shown.filter((title) => !titles.includes(title))).toEqual([]);
  const named = shown.at(-1)!;

  await music.play.click();
  await expect(music.title).toHaveText(named);
  await expect(music.bar.getByRole('combobox', { name: 'Genre' })).toHaveText('EDM');
  await expect.poll(music.src).toContain(edm.tracks.find((track) => track.title === named)!.url);
});

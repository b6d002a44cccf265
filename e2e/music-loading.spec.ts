import { expect, test } from './support/test';
import { musicCatalog, musicOf, signUpAndOpen } from './support/music';

// Tracks are rendered by the server on first play (no pre-rendering in tests): allow for it.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

/** An audio file of the catalogue (not the catalogue itself). */
const isTrackFile = (url: string) => /\/static\/music\/(?!catalog\.json)[^/?]+$/.test(new URL(url).pathname);

test('a new tab downloads no audio until Play is pressed', async ({ page, request, baseURL }) => {
  const trackRequests: string[] = [];
  // The context also sees what a service worker asks for.
  page.context().on('request', (r) => {
    if (isTrackFile(r.url())) trackRequests.push(r.url());
  });
  await signUpAndOpen(page, request, baseURL!, 'Frugal');
  const music = musicOf(page);
  await expect(music.title).not.toHaveText('No track');
  await page.reload();
  await expect(music.title).not.toHaveText('No track');
  // The player holds its track (title shown) without giving the audio element a file to fetch.
  await expect(music.audio).toBeAttached();
  await expect(music.audio).not.toHaveAttribute('src', /.+/);
  expect(trackRequests).toEqual([]);

  await music.playAndHear();
  expect(trackRequests.length).toBeGreaterThan(0);
});

test('picking a genre plays a track of that genre, every time', async ({ page, request, baseURL }) => {
  const catalog = await musicCatalog(request);
  await signUpAndOpen(page, request, baseURL!, 'Picker');
  const music = musicOf(page);
  await expect(music.title).not.toHaveText('No track');
  await music.playAndHear();

  for (const name of ['Ambient', 'Retrowave', 'Post-Rock']) {
    const genre = catalog.genres.find((g) => g.name === name)!;
    await music.bar.getByRole('combobox', { name: 'Genre' }).click();
    await page.getByRole('option', { name, exact: true }).click();
    const titles = genre.tracks.map((t) => t.title);
    await expect.poll(async () => titles.includes((await music.title.textContent()) ?? '')).toBe(true);
    // And what plays is that track's file.
    const title = (await music.title.textContent())!;
    const file = genre.tracks.find((t) => t.title === title)!.url;
    await expect.poll(music.src).toContain(file);
    await expect(music.pause).toBeVisible();
  }
});

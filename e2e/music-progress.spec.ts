import { expect, test } from './support/test';
import { musicCatalog, musicOf, signUpAndOpen } from './support/music';

// Tracks are rendered by the server on first play (no pre-rendering in tests): allow for it.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

test('the bar shows the elapsed and total time with a bar that seeks; the title changes the moment Next is pressed', async ({ page, request, baseURL }) => {
  const catalog = await musicCatalog(request);
  const tracks = catalog.genres.flatMap((genre) => genre.tracks);
  await signUpAndOpen(page, request, baseURL!, 'Timekeeper');
  const music = musicOf(page);
  await expect(music.title).not.toHaveText('No track');
  // The server renders a track on its first request: have it rendered, so its length is known at once.
  const first = (await music.title.textContent())!;
  expect((await request.get(tracks.find((t) => t.title === first)!.url)).ok()).toBe(true);

  const elapsed = music.bar.getByLabel('Elapsed');
  const length = music.bar.getByLabel('Length');
  // Until the first Play there is no time to show (issue 33: no '0:00 / --:--').
  await expect(elapsed).toHaveCount(0);
  await music.playAndHear();
  await expect(length).toHaveText(/^\d+:\d\d$/, { timeout: 30_000 });
  await expect(elapsed).not.toHaveText('0:00', { timeout: 30_000 });
  const position = music.bar.getByRole('slider', { name: 'Track position' });
  await expect(position).toHaveAttribute('aria-valuetext', new RegExp(`^\\d+:\\d\\d of ${await length.textContent()}$`));

  // Seeking: Page Up moves ten seconds on, the audio follows. (Not End: at the very end the next track starts,
  // and its time starts again from 0.)
  const before = await music.currentTime();
  await position.focus();
  await page.keyboard.press('PageUp');
  await expect.poll(music.currentTime).toBeGreaterThan(before + 5);

  // With the page's timers held, the fade between tracks cannot run: the title must not wait for it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  const playing = (await music.title.textContent())!;
  await music.next.click();
  await expect(music.title).not.toHaveText(playing);
});

test('a playlist opens to its tracks, and a track picked there plays within the playlist', async ({ page, request, baseURL }) => {
  await signUpAndOpen(page, request, baseURL!, 'Picker');
  const music = musicOf(page);
  const { panel: playlists, list } = await music.playlists();
  const deepFocus = list.getByRole('listitem').filter({ hasText: 'Deep Focus' }).first();
  await deepFocus.getByRole('button', { name: /^Deep Focus/ }).click();
  const tracks = playlists.getByRole('list', { name: 'Tracks of Deep Focus' });
  await expect(tracks.getByRole('listitem')).not.toHaveCount(0);
  const second = tracks.getByRole('listitem').nth(1);
  const title = (await second.locator('.music-library__name').textContent())!;
  await second.getByRole('button', { name: `Play ${title}` }).click();

  await expect(deepFocus.getByText('Playing', { exact: true })).toBeVisible();
  await expect(tracks.getByRole('listitem').filter({ hasText: title })).toHaveAttribute('data-active', 'true');
  // The bar is read once the modal library has closed (it hides the page behind it).
  await page.keyboard.press('Escape');
  await expect(music.title).toHaveText(title);
  await expect(music.pause).toBeVisible();
});

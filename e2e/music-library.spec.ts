import { expect, test } from './support/test';
import { musicOf, signUpAndOpen } from './support/music';

// Tracks are rendered by the server on first play (no pre-rendering in tests): allow for it.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

// Issue 35, item 1: a playlist opens where the user clicks it ('Deep Focus — 10 tracks'), lists its tracks,
// plays one of them, and a smart playlist says why each track is in it.
test('clicking a playlist lists its tracks with why each is in it, and a track plays from there', async ({ page, request, baseURL }) => {
  await signUpAndOpen(page, request, baseURL!, 'Opener');
  const music = musicOf(page);
  const { panel, list } = await music.playlists();
  const deepFocus = list.getByRole('listitem').filter({ hasText: 'Deep Focus' }).first();
  await expect(deepFocus).toContainText('10 tracks');
  // Where a person clicks: the playlist's name.
  await deepFocus.getByText('Deep Focus', { exact: true }).click();
  const tracks = panel.getByRole('list', { name: 'Tracks of Deep Focus' });
  await expect(tracks.getByRole('listitem')).toHaveCount(10);
  // The rule of the smart playlist, on every track: tagged focus, never energy.
  await expect(tracks.getByRole('listitem').filter({ hasText: 'Tagged Focus, not Energy' })).toHaveCount(10);
  // A second click closes it again.
  await deepFocus.getByText('Deep Focus', { exact: true }).click();
  await expect(tracks).toBeHidden();

  // Power Hour's optional tag shows as the reason it comes first.
  const powerHour = list.getByRole('listitem').filter({ hasText: 'Power Hour' }).first();
  await powerHour.getByText('Power Hour', { exact: true }).click();
  const power = panel.getByRole('list', { name: 'Tracks of Power Hour' });
  await expect(power.getByRole('listitem').first()).toContainText('Tagged Energy, Motivation first');

  // A track plays from the opened list.
  await deepFocus.getByText('Deep Focus', { exact: true }).click();
  const third = tracks.getByRole('listitem').nth(2);
  const title = (await third.locator('.music-library__name').textContent())!;
  await third.getByRole('button', { name: `Play ${title}` }).click();
  await expect(deepFocus.getByText('Playing', { exact: true })).toBeVisible();
  // The library is a modal: the bar behind it is read once it closes.
  await page.keyboard.press('Escape');
  await expect(music.title).toHaveText(title);
  await expect.poll(music.currentTime, { timeout: 60_000 }).toBeGreaterThan(0.5);
});

import { expect, test } from './support/test';
import { musicOf, signUpAndOpen } from './support/music';

// The e2e servers do not pre-render (MUSIC_PRERENDER is off in tests): the first Play of a track waits for
// the server to render it, which is what this journey is about.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

// Issue 35, item 3: a first Play that must render on the server says it is preparing and how far, then plays.
test('the first Play of a track not rendered yet shows Preparing with the server progress, then plays', async ({ page, request, baseURL }) => {
  await signUpAndOpen(page, request, baseURL!, 'Patient');
  const music = musicOf(page);
  await expect(music.title).not.toHaveText('No track');
  // The player is a chip until its first Play; the pill holds the genre.
  await music.reveal();
  // Acoustic: its one track is played by no other journey, so the server has not rendered it yet.
  await music.bar.getByRole('combobox', { name: 'Genre' }).click();
  await page.getByRole('option', { name: 'Acoustic', exact: true }).click();
  await expect(music.title).toHaveText('Porch Morning');

  await music.play.click();
  const status = music.bar.getByRole('status');
  await expect(status).toContainText('Preparing…');
  // How far the server has come, as a percentage that moves.
  await expect(status).toContainText(/Preparing… \d{1,3} %/, { timeout: 30_000 });
  await expect(music.pause).toBeVisible();

  // Then it plays, and the bar says so no more.
  await expect.poll(music.currentTime, { timeout: 60_000 }).toBeGreaterThan(0.5);
  await expect(status).not.toContainText('Preparing');
});

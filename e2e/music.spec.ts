import { expect, test, type Browser, type Page } from './support/test';
import { signedInDevice } from './support/devices';
import { musicOf, signUpAndOpen } from './support/music';

// Tracks are rendered by the server on first play (no pre-rendering in tests): allow for it.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

test('plays, moves to the next track and back, and Previous restarts after 3 s', async ({ page, request, baseURL }) => {
  await signUpAndOpen(page, request, baseURL!, 'Listener');
  const music = musicOf(page);
  await expect(music.title).not.toHaveText('No track');
  const first = await music.title.textContent();

  await music.playAndHear();

  await music.next.click();
  await expect(music.title).not.toHaveText(first!);
  const second = await music.title.textContent();
  await expect.poll(music.src).toContain('/static/music/');
  await expect.poll(music.currentTime, { timeout: 60_000 }).toBeGreaterThan(0.3);

  // Within the first 3 s Previous goes back.
  await music.previous.click();
  await expect(music.title).toHaveText(first!);

  // Past 3 s it restarts the same track.
  await expect.poll(music.currentTime, { timeout: 60_000 }).toBeGreaterThan(3.5);
  await music.previous.click();
  await expect(music.title).toHaveText(first!);
  await expect.poll(music.currentTime).toBeLessThan(3);
  expect(second).not.toBe(first);

  await music.pause.click();
  await expect(music.play).toBeVisible();
  await expect.poll(() => page.locator('audio[data-music-player]').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
});

test('a favourite is listed under Favorites; a hidden track is skipped, listed under Hidden, and Unhide brings it back', async ({ page, request, baseURL }) => {
  await signUpAndOpen(page, request, baseURL!, 'Curator');
  const music = musicOf(page);

  // Empty states of a new account.
  await music.openLibrary.click();
  await expect(music.library).toBeVisible();
  await expect((await music.tab('Favorites')).getByText('No favorite tracks yet. Click the heart icon on tracks you love!')).toBeVisible();
  await expect((await music.tab('Recent')).getByText('No recently played tracks')).toBeVisible();
  await expect((await music.tab('Hidden')).getByText("No hidden tracks. Use the thumbs down icon to hide tracks you don't want to hear.")).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(music.library).toBeHidden();

  await expect(music.title).not.toHaveText('No track');
  await music.reveal();
  const loved = (await music.title.textContent())!;
  await music.favorite.click();
  await expect(music.unfavorite).toHaveAttribute('aria-pressed', 'true');
  await music.openLibrary.click();
  const favorites = await music.tab('Favorites');
  await expect(favorites.getByRole('listitem').filter({ hasText: loved })).toBeVisible();
  await expect(favorites.getByRole('button', { name: 'Play All (Smart Shuffle)' })).toBeVisible();
  await page.keyboard.press('Escape');

  await music.playAndHear();
  await music.hide.click();
  await expect(music.title).not.toHaveText(loved);
  await music.openLibrary.click();
  const hidden = await music.tab('Hidden');
  await expect(hidden.getByRole('listitem').filter({ hasText: loved })).toBeVisible();
  // A hidden track is no longer a favourite, and never comes back by Next.
  await expect((await music.tab('Favorites')).getByText('No favorite tracks yet. Click the heart icon on tracks you love!')).toBeVisible();
  await expect((await music.tab('Recent')).getByRole('listitem').filter({ hasText: loved })).toBeVisible();
  await page.keyboard.press('Escape');
  for (let i = 0; i < 5; i++) {
    await music.next.click();
    await expect(music.title).not.toHaveText(loved);
  }

  await music.openLibrary.click();
  const again = await music.tab('Hidden');
  await again.getByRole('button', { name: `Unhide ${loved}` }).click();
  await expect(again.getByText("No hidden tracks. Use the thumbs down icon to hide tracks you don't want to hear.")).toBeVisible();
});

test('Clear All asks first, then every hidden track plays again', async ({ page, request, baseURL }) => {
  await signUpAndOpen(page, request, baseURL!, 'Sweeper');
  const music = musicOf(page);
  await expect(music.title).not.toHaveText('No track');
  await music.reveal();
  const titles: string[] = [];
  for (let i = 0; i < 2; i++) {
    const title = (await music.title.textContent())!;
    titles.push(title);
    await music.hide.click();
    await expect(music.title).not.toHaveText(title);
  }
  await music.openLibrary.click();
  const hidden = await music.tab('Hidden');
  for (const title of titles) await expect(hidden.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await hidden.getByRole('button', { name: 'Clear All' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear all hidden tracks?' });
  await confirm.getByRole('button', { name: 'Clear All' }).click();
  await expect(hidden.getByText("No hidden tracks. Use the thumbs down icon to hide tracks you don't want to hear.")).toBeVisible();
});

test('mute silences and unmute restores the volume the user set', async ({ page, request, baseURL }) => {
  await signUpAndOpen(page, request, baseURL!, 'Quiet');
  const music = musicOf(page);
  await expect(music.title).not.toHaveText('No track');
  await expect.poll(music.volume).toBe(0.5);
  await music.reveal();

  // The slider shows on hover; keys move it in steps of 1 (0.01).
  await music.mute.hover();
  const slider = music.bar.getByRole('slider', { name: 'Volume' });
  await expect(slider).toBeVisible();
  await slider.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
  await expect.poll(music.volume).toBeCloseTo(0.3, 5);

  await music.mute.click();
  await expect.poll(music.volume).toBe(0);
  await expect(music.unmute).toHaveAttribute('aria-pressed', 'true');
  await music.unmute.click();
  await expect.poll(music.volume).toBeCloseTo(0.3, 5);

  // The slider hides 500 ms after the pointer leaves.
  await page.mouse.move(10, 10);
  await expect(slider).toBeHidden();
});

test('a tag playlist plays with its Playing badge; filters narrow the list and a second click clears them', async ({ page, request, baseURL }) => {
  await signUpAndOpen(page, request, baseURL!, 'Focused');
  const music = musicOf(page);
  await music.openLibrary.click();
  const playlists = await music.tab('Playlists');
  const list = playlists.getByRole('list', { name: 'Playlists' });
  const focus = playlists.getByRole('button', { name: 'Focus', exact: true });
  await focus.click();
  await expect(focus).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'Deep Focus' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Ambient Work' })).toBeVisible();

  await list.getByRole('button', { name: 'Play Deep Focus' }).click();
  const deepFocus = list.getByRole('listitem').filter({ hasText: 'Deep Focus' });
  await expect(deepFocus.getByText('Playing', { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Ambient Work' }).getByText('Playing', { exact: true })).toBeHidden();

  await focus.click();
  await expect(focus).toHaveAttribute('aria-pressed', 'false');
  await expect(list.getByRole('listitem')).toHaveCount(8 + 7);
  await playlists.getByRole('button', { name: 'Genre', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(7);

  await page.keyboard.press('Escape');
  await expect(music.pause).toBeVisible();
  // Deep Focus starts with its first track (Rainy Window, lo-fi).
  await expect(music.title).toHaveText('Rainy Window');
  await expect.poll(music.currentTime, { timeout: 60_000 }).toBeGreaterThan(0.5);
});

/** Another device signed in as the same user, its music bar showing. */
async function device(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await signedInDevice(browser, baseURL, email);
  await expect(musicOf(page).bar).toBeVisible();
  return page;
}

test('music preferences survive a reload and reach a second device', async ({ page, request, baseURL, browser }) => {
  const email = await signUpAndOpen(page, request, baseURL!, 'Roamer');
  const music = musicOf(page);
  await expect(music.title).not.toHaveText('No track');
  await music.reveal();
  const loved = (await music.title.textContent())!;
  await music.favorite.click();
  await music.mute.click();
  await expect.poll(music.volume).toBe(0);

  await page.reload();
  await music.reveal();
  await expect(music.unmute).toBeVisible();
  await expect.poll(music.volume).toBe(0);
  await music.openLibrary.click();
  await expect((await music.tab('Favorites')).getByRole('listitem').filter({ hasText: loved })).toBeVisible();
  await page.keyboard.press('Escape');

  const phone = await device(browser, baseURL!, email);
  const onPhone = musicOf(phone);
  await onPhone.reveal();
  await expect(onPhone.unmute).toBeVisible({ timeout: 20_000 });
  await onPhone.openLibrary.click();
  await expect((await onPhone.tab('Favorites')).getByRole('listitem').filter({ hasText: loved })).toBeVisible();
  await phone.keyboard.press('Escape');
  // And back: unmuting on the phone reaches the laptop.
  await onPhone.unmute.click();
  await expect(music.mute).toBeVisible({ timeout: 20_000 });
  await expect.poll(music.volume).toBe(0.5);
  await phone.context().close();
});

test('with the visualizer setting on, a spectrum of the playing music is drawn', async ({ page, request, baseURL }) => {
  await signUpAndOpen(page, request, baseURL!, 'Viewer');
  await page.evaluate(() => localStorage.setItem('musicPreferences', JSON.stringify({ autoplay: false, fadeTransitions: true, visualizer: true })));
  await page.reload();
  const music = musicOf(page);
  const visualizer = music.bar.getByRole('img', { name: 'Music visualizer' });
  // The round chip has no room for it: the pill, from the first Play, draws it.
  await music.playAndHear();
  await expect(visualizer).toBeVisible();
  // Some bars are drawn once the analyser hears the music.
  await expect
    .poll(() => visualizer.evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted++;
      return painted;
    }), { timeout: 30_000 })
    .toBeGreaterThan(100);
});

test('the old local volume and mute keys move into the synced preferences once', async ({ page, request, baseURL }) => {
  await signUpAndOpen(page, request, baseURL!, 'Veteran');
  await page.evaluate(() => {
    localStorage.setItem('musicVolume', '0.3');
    localStorage.setItem('musicMuted', 'false');
  });
  await page.reload();
  const music = musicOf(page);
  await expect(music.title).not.toHaveText('No track');
  await expect.poll(music.volume).toBeCloseTo(0.3, 5);
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('musicVolume'), localStorage.getItem('musicMuted')])).toEqual([null, null]);
  // From now on the synced value rules: a reload keeps it.
  await page.reload();
  await expect(music.title).not.toHaveText('No track');
  await expect.poll(music.volume).toBeCloseTo(0.3, 5);
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openDashboard } from './dashboard';

/** The music player bar and the library panel, found as a user finds them: by role and name. */
export function musicOf(page: Page) {
  // The widget's region (the shell names it by the widget's title); the fixed bar is inside it.
  const bar = page.getByRole('region', { name: 'Music Player', exact: true });
  const library = page.getByRole('dialog', { name: 'Library' });
  return {
    bar,
    /** The fixed bar itself, for its size and place. */
    box: () => bar.locator('.music-bar').boundingBox(),
    library,
    audio: page.locator('audio[data-music-player]'),
    title: bar.locator('.music-bar__title'),
    play: bar.getByRole('button', { name: 'Play', exact: true }),
    pause: bar.getByRole('button', { name: 'Pause', exact: true }),
    next: bar.getByRole('button', { name: 'Next track' }),
    previous: bar.getByRole('button', { name: 'Previous track' }),
    favorite: bar.getByRole('button', { name: 'Add to favorites' }),
    unfavorite: bar.getByRole('button', { name: 'Remove from favorites' }),
    hide: bar.getByRole('button', { name: 'Never play this track again' }),
    mute: bar.getByRole('button', { name: 'Mute', exact: true }),
    unmute: bar.getByRole('button', { name: 'Unmute', exact: true }),
    /** The pill's library button once played; before that, Library in the sidebar or the phone's bottom bar. */
    openLibrary: bar
      .getByRole('button', { name: 'Open music library' })
      .or(page.getByRole('navigation', { name: /^(Main|Bottom navigation)$/ }).getByRole('button', { name: 'Library', exact: true }))
      .first(),
    /** Until the first Play the player is one round chip: Play, then Pause, shows the whole pill (issue 33). */
    async reveal() {
      if (await bar.locator('[data-started="true"]').isVisible()) return;
      await bar.getByRole('button', { name: 'Play', exact: true }).click();
      await bar.getByRole('button', { name: 'Pause', exact: true }).click();
      await expect(bar.locator('[data-started="true"]')).toBeVisible();
    },
    currentTime: () => page.locator('audio[data-music-player]').evaluate((audio: HTMLAudioElement) => audio.currentTime),
    volume: () => page.locator('audio[data-music-player]').evaluate((audio: HTMLAudioElement) => audio.volume),
    src: () => page.locator('audio[data-music-player]').evaluate((audio: HTMLAudioElement) => audio.currentSrc || audio.src),
    /** Plays and waits until the audio element's clock has moved (a track may be rendered on first play). */
    async playAndHear() {
      await this.play.click();
      await expect(this.pause).toBeVisible();
      const start = await this.currentTime();
      await expect.poll(this.currentTime, { timeout: 60_000 }).toBeGreaterThan(start + 0.5);
    },
    async tab(name: 'Playlists' | 'Favorites' | 'Recent' | 'Hidden') {
      await library.getByRole('tab', { name }).click();
      return library.getByRole('tabpanel', { name });
    },
    /** Opens the library on its Playlists tab: the tab panel and its list of playlists. */
    async playlists() {
      await this.openLibrary.click();
      const panel = await this.tab('Playlists');
      return { panel, list: panel.getByRole('list', { name: 'Playlists' }) };
    },
  };
}

/** GET /static/music/catalog.json, as far as the specs read it. */
export interface MusicCatalogView {
  genres: { name: string; tracks: { title: string; url: string }[] }[];
}

export const musicCatalog = async (request: APIRequestContext): Promise<MusicCatalogView> =>
  (await (await request.get('/static/music/catalog.json')).json()) as MusicCatalogView;

/** A fresh account signed in in the page's context with the dashboard open; returns its email, for a second device. */
export const signUpAndOpen = (page: Page, request: APIRequestContext, baseURL: string, name: string): Promise<string> =>
  openDashboard(page, request, baseURL, name);

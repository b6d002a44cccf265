import { musicCatalogSchema, type MusicCatalog } from '@lodestar/core';

let pending: Promise<MusicCatalog> | null = null;

/** The catalogue, fetched once per page (the browser and the service worker cache it). */
export function loadCatalog(): Promise<MusicCatalog> {
  pending ??= fetch('/static/music/catalog.json', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The music catalogue answered ${response.status}`);
      return musicCatalogSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      // The next caller tries again (offline now, online later).
      pending = null;
      throw error;
    });
  return pending;
}

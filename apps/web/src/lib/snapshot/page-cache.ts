import { bakePicture, PAGE_PATHS, PRISTINE_PAGE_KEY } from './bake-page';
import { BUILD_ID, type DashboardSnapshot } from './snapshot-store';

/** The caches build/page-route.ts fills with the page a new tab gets (one per build). */
const PAGE_CACHE_PREFIX = 'lodestar-page-';

/** This build's page caches, with the untouched page each keeps. */
async function ownPageCaches(): Promise<Array<{ cache: Cache; pristine: Response }>> {
  if (typeof caches === 'undefined') return [];
  const found: Array<{ cache: Cache; pristine: Response }> = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(PAGE_CACHE_PREFIX)) continue;
    const cache = await caches.open(name);
    const pristine = await cache.match(PRISTINE_PAGE_KEY);
    // Another build's page runs other files: only that build may picture its own page.
    if (pristine && (await pristine.clone().text()).includes(BUILD_ID)) found.push({ cache, pristine });
  }
  return found;
}

async function putPage(cache: Cache, pristine: Response, body: string): Promise<void> {
  await Promise.all(PAGE_PATHS.map((path) => cache.put(path, new Response(body, { status: 200, headers: pristine.headers }))));
}

/**
 * Writes `snapshot` into the page the service worker's cache answers a new tab with. Returns whether a page
 * holds it now (false where there is no such cache: another browser, the extension, the first open).
 */
export async function bakeIntoPageCache(snapshot: DashboardSnapshot): Promise<boolean> {
  try {
    const pages = await ownPageCaches();
    for (const { cache, pristine } of pages) await putPage(cache, pristine, bakePicture(await pristine.clone().text(), snapshot));
    return pages.length > 0;
  } catch {
    // Storage full or blocked: the next tab opens without a picture, as a first open does.
    return false;
  }
}

/** Sign-out, another account: the page cache serves the page without anyone's dashboard again. */
export async function clearPageCachePicture(): Promise<void> {
  try {
    for (const { cache, pristine } of await ownPageCaches()) await putPage(cache, pristine, await pristine.clone().text());
  } catch {
    // Nothing could be written: index.html's first script still shows a picture only to its own user.
  }
}

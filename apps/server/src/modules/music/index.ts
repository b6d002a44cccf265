import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { MusicLibrary } from './music-library';
import { musicRoutes } from './music-routes';

export { MusicLibrary, MusicConfigError, loadOperatorTracks } from './music-library';
export { musicRoutes } from './music-routes';

/** Pre-rendering waits this long after start-up, so it never competes with the first requests. */
const WARM_UP_DELAY_MS = 3000;

/**
 * The focus-music module, mounted at /static/music. Unless MUSIC_PRERENDER=false (the default in tests),
 * the bundled tracks are rendered in the background after start-up, one at a time.
 */
export function musicModule(env: Env, logger: Logger) {
  const library = new MusicLibrary({ dataDir: env.DATA_DIR, musicDir: env.MUSIC_DIR, logger });
  if (env.MUSIC_PRERENDER ?? env.NODE_ENV !== 'test') {
    setTimeout(() => void library.warmUp(), WARM_UP_DELAY_MS).unref();
  }
  return { library, routes: musicRoutes(library) };
}

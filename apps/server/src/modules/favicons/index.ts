import path from 'node:path';
import type { Env } from '../../env';
import type { Auth } from '../auth/auth';
import { parseAllowList } from '../outbound/address-policy';
import { createGuardedFetch, type GuardedFetch } from '../outbound/guarded-fetch';
import { faviconRoutes } from './favicon-routes';
import { createFaviconService } from './favicon-service';

/** /api/favicon, with its disk cache under DATA_DIR/favicons. */
export function faviconModule({ env, auth, fetch }: { env: Env; auth: Auth; fetch?: GuardedFetch }) {
  const allow = parseAllowList(env.OUTBOUND_ALLOW_HOSTS);
  const service = createFaviconService({
    fetch: fetch ?? createGuardedFetch({ allowHosts: allow }),
    cacheDir: path.resolve(env.DATA_DIR, 'favicons'),
    ttlMs: env.FAVICON_CACHE_HOURS * 60 * 60 * 1000,
    fetchEnabled: env.FAVICON_FETCH,
    maxCacheBytes: env.FAVICON_CACHE_MAX_MB * 1024 * 1024,
  });
  return faviconRoutes({ auth, service, allow, crossOrigin: env.EXTENSION_ORIGINS.length > 0 });
}

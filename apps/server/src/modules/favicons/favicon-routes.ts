import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import type { AllowList } from '../outbound/address-policy';
import { checkDomain } from './favicon-domain';
import { placeholderSvg } from './favicon-placeholder';
import type { FaviconService } from './favicon-service';

/** Browsers keep a favicon a week, a letter a day (the site may get an icon). */
const ICON_CACHE = 'private, max-age=604800';
const PLACEHOLDER_CACHE = 'private, max-age=86400';

/**
 * GET /api/favicon?domain=<host>: the site's favicon fetched by the server, so no outside service
 * learns what the user bookmarks; a letter tile when the site has none. Signed-in users only. With
 * `crossOrigin` (EXTENSION_ORIGINS set), the images may be shown by another origin: the new-tab extension's
 * page is one, and an image marked same-origin shows there as a broken one.
 */
export function faviconRoutes(deps: { auth: Auth; service: FaviconService; allow: AllowList; crossOrigin?: boolean }) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('*', requireSession(deps.auth));
  app.get('/', async (c) => {
    const checked = checkDomain(c.req.query('domain'), deps.allow);
    if (!checked.ok) return c.json({ code: 'INVALID_DOMAIN', message: checked.message }, 400);
    const icon = await deps.service.get(checked.domain);
    // Answered as an image only; never interpreted as a page of this origin.
    c.header('X-Content-Type-Options', 'nosniff');
    if (deps.crossOrigin) c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (icon.found) {
      c.header('Cache-Control', ICON_CACHE);
      c.header('Content-Type', icon.type);
      return c.body(icon.body as Uint8Array<ArrayBuffer>, 200);
    }
    c.header('Cache-Control', PLACEHOLDER_CACHE);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(placeholderSvg(checked.domain), 200);
  });
  return app;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Better Auth's session cookie (with the __Secure- prefix on https). Its presence only, never its value. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * The page, marked `data-session="none"` when a browser navigates to it without a session cookie: the app
 * then paints the login form at once instead of asking the server first. Only a navigation is marked
 * (Sec-Fetch-Mode: navigate): the service worker fetches the page to cache it, and its copy serves every
 * later visit, signed in or not, so that copy must carry no mark.
 */
export function pageFor(indexHtml: string, request: { cookie?: string; fetchMode?: string }): string {
  if (request.fetchMode !== 'navigate' || SESSION_COOKIE.test(request.cookie ?? '')) return indexHtml;
  return indexHtml.replace(/<html(\s|>)/, '<html data-session="none"$1');
}

/**
 * Serves the built web app: hashed assets cached for a year, anything else that is not a file gets
 * index.html so the client-side router can take the path. Files are sent precompressed (the build
 * writes .br and .gz copies) when the browser accepts it.
 */
export function webRoutes(distDir: string) {
  const app = new Hono();
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build` (or `npm start`, which builds it).', 503));
    return app;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  // Set after the file is served: serveStatic's onFound runs once the response exists, too late for c.header.
  const cacheFor = (value: string): MiddlewareHandler => async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.res.headers.set('Cache-Control', value);
    // The same URL is sent compressed or not depending on Accept-Encoding: caches must keep both apart.
    if (!/(^|,\s*)Accept-Encoding(\s*,|$)/i.test(c.res.headers.get('Vary') ?? '')) c.res.headers.append('Vary', 'Accept-Encoding');
  };
  const page = (c: Context) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie, Sec-Fetch-Mode');
    return c.html(pageFor(indexHtml, { cookie: c.req.header('cookie'), fetchMode: c.req.header('sec-fetch-mode') }));
  };
  const files = serveStatic({ root: distDir, precompressed: true });

  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), files);
  // A missing hashed file (an old tab after a deploy) is a 404, never index.html served as script.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.get('/', page);
  app.get('/index.html', page);
  // The build's own bookkeeping (manifest, chunk map for the size budget) is not served.
  app.all('/.vite/*', (c) => c.text('Not found', 404));
  app.use('*', cacheFor('no-cache'), files);
  app.get('*', page);
  return app;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * Serves the built web app: hashed assets cached for a year, anything else that is not a file gets
 * index.html so the client-side router can take the path.
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
    if (c.res.ok) c.res.headers.set('Cache-Control', value);
  };
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: distDir }));
  // A missing hashed file (an old tab after a deploy) is a 404, never index.html served as script.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', cacheFor('no-cache'), serveStatic({ root: distDir }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}

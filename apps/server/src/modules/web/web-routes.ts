import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
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
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: distDir, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}

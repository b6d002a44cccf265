import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

/** Where `npm run build:extension` puts the zips. */
export const defaultExtensionDir = fileURLToPath(new URL('../../../../extension/.output', import.meta.url));

const FILES = new Set(['lodestar-chrome.zip', 'lodestar-firefox.zip']);

/**
 * The new-tab extension's zips for Settings > Browser extension (issue 25): only the two built files, by
 * their exact names, so no other path of the folder can be asked for.
 */
export function extensionDownloads(dir = defaultExtensionDir) {
  const app = new Hono();
  app.get('/:file', async (c) => {
    const file = c.req.param('file');
    if (!FILES.has(file)) return c.json({ code: 'NOT_FOUND', message: 'No such download' }, 404);
    let body: Buffer;
    try {
      body = await readFile(path.join(dir, file));
    } catch {
      return c.json({ code: 'NOT_BUILT', message: 'The browser extension is not built on this server (npm run build:extension)' }, 404);
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file}"`,
      'Cache-Control': 'no-cache',
    });
  });
  return app;
}

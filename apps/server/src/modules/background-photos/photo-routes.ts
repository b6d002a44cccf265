import { Hono } from 'hono';
import { FOLDER_PHOTO_NAME } from '@lodestar/core';
import type { PhotoFolder } from './photo-folder';

/** A versioned address never changes: the browser may keep it for a year. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';

/**
 * /api/background-photos: the operator's own photos (BACKGROUND_PHOTOS_DIR) for the start page's 'a new one
 * each day'. The list is empty without a folder. Public: they are the operator's decoration, no user's data,
 * and the new-tab extension asks for them as plain images (no cookie).
 */
export function photoRoutes(folder: PhotoFolder | null) {
  const app = new Hono();
  app.get('/', async (c) => {
    c.header('cache-control', 'public, no-cache');
    return c.json({ photos: folder ? await folder.list() : [] });
  });
  app.get('/:name', async (c) => {
    const name = c.req.param('name');
    // The name is one file of the folder's listing, never a path: anything else is no photo here.
    const image = folder && FOLDER_PHOTO_NAME.test(name) ? await folder.image(name) : null;
    if (!image) return c.json({ code: 'NOT_FOUND', message: 'No such background photo' }, 404);
    c.header('content-type', 'image/webp');
    c.header('x-content-type-options', 'nosniff');
    c.header('cache-control', c.req.query('v') ? VERSIONED_CACHE : 'public, no-cache');
    return c.body(new Uint8Array(image));
  });
  return app;
}

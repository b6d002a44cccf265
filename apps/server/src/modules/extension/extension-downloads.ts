import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { ExtensionNotBuiltError, packageExtension } from './extension-package';

/** Where `npm run build:extension` puts the builds (chrome-mv3/, firefox-mv3/). */
export const defaultExtensionDir = fileURLToPath(new URL('../../../../extension/.output', import.meta.url));

/** Each download by its exact name, and the built folder it is made from. */
const BUILDS = new Map([
  ['lodestar-chrome.zip', 'chrome-mv3'],
  ['lodestar-firefox.zip', 'firefox-mv3'],
]);

interface ExtensionDownloadsOptions {
  /** This server's public address (BASE_URL): the downloaded extension talks to it. */
  server: string;
  dir?: string;
}

/**
 * The new-tab extension's zips for Settings > Browser extension (issue 25): only the two builds, by their
 * exact names, so no other path of the folder can be asked for. Each is made from the built folder for this
 * server (extension-package.ts) and kept until that build changes (its manifest's time).
 */
export function extensionDownloads({ server, dir = defaultExtensionDir }: ExtensionDownloadsOptions) {
  const made = new Map<string, { builtAt: number; zip: Promise<Buffer> }>();
  const zipOf = async (folder: string) => {
    const builtAt = (await stat(path.join(folder, 'manifest.json')).catch(() => undefined))?.mtimeMs;
    if (builtAt === undefined) throw new ExtensionNotBuiltError(folder);
    let entry = made.get(folder);
    if (entry?.builtAt !== builtAt) {
      const fresh = { builtAt, zip: packageExtension(folder, server) };
      made.set(folder, fresh);
      // A failed packing (a build being rewritten) is tried again on the next download.
      fresh.zip.catch(() => made.get(folder) === fresh && made.delete(folder));
      entry = fresh;
    }
    return entry.zip;
  };

  const app = new Hono();
  app.get('/:file', async (c) => {
    const file = c.req.param('file');
    const build = BUILDS.get(file);
    if (!build) return c.json({ code: 'NOT_FOUND', message: 'No such download' }, 404);
    let zip: Buffer;
    try {
      zip = await zipOf(path.join(dir, build));
    } catch (error) {
      if (!(error instanceof ExtensionNotBuiltError)) throw error;
      return c.json({ code: 'NOT_BUILT', message: 'The browser extension is not built on this server (npm run build:extension)' }, 404);
    }
    return c.body(new Uint8Array(zip), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file}"`,
      'Cache-Control': 'no-cache',
    });
  });
  return app;
}

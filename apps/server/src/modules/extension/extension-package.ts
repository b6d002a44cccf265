import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeZip } from './zip-writer';

/** The file of the extension that names its server at first run (apps/extension/.../server-config-store.ts). */
export const SERVER_FILE = 'server.json';

/**
 * A server's address as a manifest match pattern: its scheme and host, any port. Chrome matches every port
 * when a pattern names none, and Firefox's patterns take no port at all, so one pattern serves both.
 */
export function hostPattern(server: string): string {
  const url = new URL(server);
  return `${url.protocol}//${url.hostname}/*`;
}

/** The folder holds no build (no manifest.json): `npm run build:extension` has not run on this server. */
export class ExtensionNotBuiltError extends Error {}

async function filesOf(folder: string): Promise<string[]> {
  try {
    const found = await readdir(folder, { recursive: true, withFileTypes: true });
    return found.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    throw new ExtensionNotBuiltError(folder);
  }
}

/**
 * The zip a user downloads from this server (issue 25, item 3): the built extension of `folder` with two
 * files set for `server`, so the new tab talks to the server that served it without being told:
 * - server.json: its address, read by the extension at first run (the options page still changes it);
 * - manifest.json: permission for that one host (host_permissions), granted with the install. With it the
 *   browser treats the new tab's requests to the server as first-party: its session cookie is sent even
 *   when third-party cookies are blocked.
 */
export async function packageExtension(folder: string, server: string): Promise<Buffer> {
  const names = await filesOf(folder);
  if (!names.includes('manifest.json')) throw new ExtensionNotBuiltError(folder);
  const origin = new URL(server).origin;
  const entries = await Promise.all(
    names
      .filter((name) => name !== SERVER_FILE)
      .map(async (name) => {
        const data = await readFile(path.join(folder, name));
        if (name !== 'manifest.json') return { name, data };
        const manifest = JSON.parse(data.toString('utf8')) as { host_permissions?: string[] };
        manifest.host_permissions = [...new Set([...(manifest.host_permissions ?? []), hostPattern(origin)])];
        return { name, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
      }),
  );
  entries.push({ name: SERVER_FILE, data: Buffer.from(`${JSON.stringify({ server: origin })}\n`) });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return writeZip(entries);
}

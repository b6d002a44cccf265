/**
 * The one server this extension talks to ('Your Lodestar address'), kept in the extension's own localStorage so a
 * new tab reads it at once. At first run it comes from the packaged server.json, which the server that served the
 * download set to its own address (apps/server/src/modules/extension/extension-package.ts); the options page
 * changes it. The build's own address (LODESTAR_SERVER) is the last resort.
 */
declare const __LODESTAR_SERVER__: string;

export const SERVER_KEY = 'lodestar:server';
export const SERVER_FILE = '/server.json';

/** An address as the extension keeps it (its origin), or null when it is not an http(s) address. */
export function serverOriginOf(value: unknown): string | null {
  if (typeof value !== 'string' || !URL.canParse(value.trim())) return null;
  const url = new URL(value.trim());
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
}

/**
 * server.json, read synchronously: the web app's modules read the server as they load, so it must be known
 * before they run. This happens once, at first run, and reads a file of the extension itself (no network).
 */
function packagedServer(): string | null {
  try {
    const request = new XMLHttpRequest();
    request.open('GET', SERVER_FILE, false);
    request.send();
    // Some browsers answer their own extension files with status 0.
    return request.status === 200 || request.status === 0 ? serverOriginOf((JSON.parse(request.responseText) as { server?: unknown }).server) : null;
  } catch {
    return null;
  }
}

export function configuredServer(): string {
  try {
    const stored = serverOriginOf(localStorage.getItem(SERVER_KEY));
    if (stored) return stored;
    const packaged = packagedServer();
    if (!packaged) return __LODESTAR_SERVER__;
    localStorage.setItem(SERVER_KEY, packaged);
    return packaged;
  } catch {
    return __LODESTAR_SERVER__;
  }
}

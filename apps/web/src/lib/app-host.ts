/**
 * Where this page runs. The web app is served by its server at `/`; the new-tab extension (apps/extension,
 * issue 25) serves the same app from its own files at `/newtab.html` and talks to the server it was set to.
 * The extension sets these globals before the app's first module runs; the web app sets none.
 */
const host = globalThis as { lodestarServer?: string; lodestarBase?: string };

/** The server's origin: the API and the sync socket live there. */
export function serverOrigin(): string {
  return host.lodestarServer ?? location.origin;
}

/** The router's basename: '' for the web app, '/newtab.html' in the extension. */
export const APP_BASE = host.lodestarBase ?? '';

/** The app's own path of this page ('/' for the dashboard, '/login'...), without the extension's page name. */
export function appPathname(): string {
  return APP_BASE && location.pathname.startsWith(APP_BASE) ? location.pathname.slice(APP_BASE.length) || '/' : location.pathname;
}

/**
 * A full-page load of an app path: the same path on the web; in the extension its one page (it has no file
 * per route), whose router then shows the screen the session calls for.
 */
export function appHref(path: string): string {
  return APP_BASE && path.startsWith('/') && !path.startsWith('//') ? APP_BASE : path;
}

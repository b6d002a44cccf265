import type { DashboardSnapshot } from './snapshot-store';

/**
 * The page a warm new tab gets from the service worker's page cache (build/page-route.ts), with the last
 * dashboard's picture written into it: the browser parses the picture as plain markup, the way it parses a
 * static page, with no storage read, no JSON and no script building it (issue 37). What the picture needs
 * to be shown travels on <html>: index.html's first script compares it with the remembered user, the time
 * and the layout, and marks the page `data-picture` when it may show; the picture's own first rule hides it
 * otherwise, and the next script removes it.
 */

/** The paths where index.html paints the last dashboard, and that the page cache answers (build/page-route.ts). */
export const PAGE_PATHS = ['/', '/app'] as const;
/** Where the build's page keeps its untouched copy in the same cache (no route ever answers it). */
export const PRISTINE_PAGE_KEY = '/__lodestar/page';
/** The mark build/page-route.ts puts on the copies the page cache serves: this browser's tabs come from it. */
export const PAGE_CACHE_MARK = 'data-page-cache';

const ROOT = '<div id="root"></div>';
/** <html>'s attributes the picture may carry: the live page's own marks (data-*) and custom properties (style). */
const CARRIED_ATTRIBUTE = /^(data-[a-z0-9-]+|style)$/;
/** Set by index.html's scripts or by the server on every load: never carried over from a picture. */
/**
 * The picture's surfaces are not blurred (issue 37): a backdrop blur is the costliest thing a software-rastered first
 * frame paints, and under it the picture has only the background's placeholder, already a blur of itself, so the
 * frosted and the plain surface look the same. The live page blurs once it holds the photograph.
 */
const PICTURE_OWN_CSS = '#snapshot{--surface-filter:none}';

const PAGE_OWN_ATTRIBUTES = new Set(['lang', 'data-theme', 'data-palette', 'data-session', 'data-login-picture', 'data-picture', PAGE_CACHE_MARK]);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** A style sheet inside <style> ends at the first `</style`: one in a rule's text must not end it. */
const escapeStyle = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/** The attributes of the live <html> that the picture carries (the backdrop's mark, its custom properties). */
export function carriedAttributes(attributes: Iterable<{ name: string; value: string }>): Record<string, string> {
  const carried: Record<string, string> = {};
  for (const { name, value } of attributes) {
    if (CARRIED_ATTRIBUTE.test(name) && !PAGE_OWN_ATTRIBUTES.has(name) && !name.startsWith('data-picture')) carried[name] = value;
  }
  return carried;
}

/**
 * `page` (the build's index.html as the page cache keeps it) with `snapshot` painted into it. The login page's
 * picture and the stylesheet link go: a page with a dashboard picture never shows the login page, and the
 * stylesheet is asked for by index.html's last script once the picture is on screen.
 */
export function bakePicture(page: string, snapshot: DashboardSnapshot): string {
  if (!page.includes(ROOT)) throw new Error('The page has no #root to put the picture beside');
  const marks: Record<string, string> = {
    ...carriedAttributes(Object.entries(snapshot.attributes ?? {}).map(([name, value]) => ({ name, value }))),
    'data-picture-user': snapshot.userId,
    'data-picture-from': String(snapshot.savedAt),
    'data-picture-until': String(snapshot.validUntil),
    'data-picture-media': snapshot.media,
    'data-picture-mobile': snapshot.mobile ? '1' : '0',
  };
  const html = Object.entries(marks)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const picture = `<div id="snapshot" aria-hidden="true"><style>html:not([data-picture]) #snapshot{display:none!important}\n${escapeStyle(snapshot.css)}\n${PICTURE_OWN_CSS}</style>${snapshot.outside ?? ''}${snapshot.html}</div>`;
  return page
    .replace(/<html\b/, `<html${html}`)
    .replace(/\s*<div id="login-picture"[\s\S]*?<\/div>(?=\s*<script)/, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(ROOT, `${ROOT}${picture}`);
}

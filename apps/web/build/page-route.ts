import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_CACHE_MARK, PAGE_PATHS, PRISTINE_PAGE_KEY } from '../src/lib/snapshot/bake-page';


/**
 * What the build appends to the generated service worker. Chromium's static routing (InstallEvent.addRoutes)
 * answers a new tab's navigation to / from a cache without starting the worker or running its fetch handler,
 * which costs a warm new tab more than the whole page takes to parse (issue 22). The cache is named after
 * this build's page, so a worker waiting to take over never changes the page the active one serves; the
 * active worker deletes the others. Other browsers, other paths and a query string keep Workbox's route.
 */
export function pageRouteSource(pageCache: string): string {
  // One rule per path: a condition with `or` may hold nothing else (the request mode).
  const rules: object[] = PAGE_PATHS.map((pathname) => ({
    condition: { urlPattern: { pathname, search: '' }, requestMode: 'navigate' },
    source: { cacheName: pageCache },
  }));
  // The hashed files a new tab asks for after its picture (the stylesheet, the modules) come from the caches
  // too, without starting the worker (issue 37); a file no cache holds yet goes to the network.
  rules.push({ condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' });
  return `
// lodestar:page-route (apps/web/build/page-route.ts)
(() => {
  const PAGE_CACHE = ${JSON.stringify(pageCache)};
  self.addEventListener('install', (event) => {
    if (typeof event.addRoutes === 'function') event.addRoutes(${JSON.stringify(rules)});
    event.waitUntil(caches.open(PAGE_CACHE).then(async (cache) => {
      const page = await fetch('/index.html', { cache: 'no-cache', credentials: 'omit' });
      if (!page.ok) throw new Error('The page answered ' + page.status);
      // The server's Vary (Cookie, Sec-Fetch-Mode) would make a navigation miss this copy (it is the same page),
      // and the body is stored decoded.
      const headers = new Headers(page.headers);
      for (const name of ['Vary', 'Content-Encoding', 'Content-Length']) headers.delete(name);
      // Marked as the page cache's (lib/snapshot/bake-page.ts), and kept untouched under its own key: the dashboard
      // writes its picture into the copies the routes answer.
      const body = (await page.text()).replace('<html', '<html ${PAGE_CACHE_MARK}');
      await Promise.all([...${JSON.stringify(PAGE_PATHS)}, ${JSON.stringify(PRISTINE_PAGE_KEY)}].map((pathname) => cache.put(pathname, new Response(body, { status: 200, headers }))));
    }));
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(caches.keys().then((names) =>
      Promise.all(names.filter((name) => name.startsWith('lodestar-page-') && name !== PAGE_CACHE).map((name) => caches.delete(name)))));
  });
})();
`;
}

/** Appends the page route to dist/sw.js once the service worker exists (before precompress copies it). */
export function pageRoute(): Plugin {
  let outDir = '';
  return {
    name: 'lodestar:page-route',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const worker = path.join(outDir, 'sw.js');
        if (!existsSync(worker)) return;
        const page = readFileSync(path.join(outDir, 'index.html'));
        const pageCache = `lodestar-page-${createHash('sha256').update(page).digest('base64url').slice(0, 12)}`;
        writeFileSync(worker, readFileSync(worker, 'utf8') + pageRouteSource(pageCache));
      },
    },
  };
}

import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Takes the app's module tags out of the markup the parser sees. Module files named in the page (the entry in
 * <head>, its modulepreload links) make Chromium's parser stop after <head> on a new tab, for longer than the
 * snapshot script takes to paint the last dashboard (issue 22: 10-25 ms of a 60 ms warm tab, measured with
 * performance marks). Instead, one inline script after the snapshot's asks for the same files (modulepreload),
 * and one at the end of <body> adds the entry: as a parser-inserted script after the stylesheet link it runs
 * once that stylesheet has loaded and the page is parsed, which is when the deferred module ran before.
 *
 * With a picture of the dashboard in the page (lib/snapshot), nothing is asked for until that picture's first
 * frame has been painted (a frame and a task after it, issue 37): the modules' fetching, compiling and running
 * would otherwise hold the frame that presents it. The page the service worker's cache serves with a picture
 * has no stylesheet link (lib/snapshot/bake-page.ts): the last script adds it, and the entry once it has loaded.
 */
export function entryAfterSnapshot(): Plugin {
  return {
    name: 'lodestar:entry-after-snapshot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html);
        if (!entry) throw new Error('index.html has no module entry to move');
        const files = [entry[1]!, ...[...html.matchAll(PRELOAD)].map((match) => match[1]!)];
        const rest = html.replace(entry[0], '').replace(PRELOAD, '');
        const stylesheet = rest.indexOf('<link rel="stylesheet"');
        if (stylesheet < 0) throw new Error('index.html has no stylesheet link (stylesheetsAfterSnapshot runs first)');
        const css = /href="([^"]+)"/.exec(rest.slice(stylesheet))![1]!;
        const preloadAll = `function p(){${files.map((href) => `a(${JSON.stringify(href)});`).join('')}}function a(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l);}`;
        const preload = `<script>(function(){${preloadAll}if(!document.getElementById('snapshot'))p();})()</script>\n    `;
        // c(): the stylesheet, then the entry. A page from the cache that holds a picture it may not show (another
        // layout, too old, another user) lost its stylesheet link with the picture's baking: it needs one too.
        const start =
          `  <script>(function(){${preloadAll}function s(){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${JSON.stringify(entry[1])};document.head.appendChild(e);}` +
          `function c(){if(document.querySelector('link[rel="stylesheet"]'))return s();var l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href=${JSON.stringify(css)};l.onload=l.onerror=s;document.head.appendChild(l);}` +
          `if(!document.getElementById('snapshot'))return c();requestAnimationFrame(function(){setTimeout(function(){p();c();},0);});})()</script>\n  </body>`;
        return `${rest.slice(0, stylesheet)}${preload}${rest.slice(stylesheet)}`.replace('</body>', start);
      },
    },
  };
}

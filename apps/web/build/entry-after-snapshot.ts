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
        const preload = `<script>(function(){function add(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l);}${files.map((href) => `add(${JSON.stringify(href)});`).join('')}})()</script>\n    `;
        const start = `  <script>(function(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s);})()</script>\n  </body>`;
        const stylesheet = rest.indexOf('<link rel="stylesheet"');
        if (stylesheet < 0) throw new Error('index.html has no stylesheet link (stylesheetsAfterSnapshot runs first)');
        return `${rest.slice(0, stylesheet)}${preload}${rest.slice(stylesheet)}`.replace('</body>', start);
      },
    },
  };
}

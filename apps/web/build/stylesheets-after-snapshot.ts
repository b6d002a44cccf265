import type { Plugin } from 'vite';

/**
 * Moves the page's stylesheet links from <head> to the end of <body>, after index.html's snapshot script. An
 * inline script waits for every stylesheet above it; the snapshot carries its own styles, so its picture of
 * the dashboard paints without waiting for a file. Nothing renders before the stylesheets load all the same:
 * #root is empty until the app's modules run, and they wait for the stylesheets.
 */
export function stylesheetsAfterSnapshot(): Plugin {
  return {
    name: 'lodestar:stylesheets-after-snapshot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
        if (links.length === 0) return html;
        const rest = links.reduce((page, link) => page.replace(link, ''), html);
        return rest.replace('</body>', `  ${links.map((link) => link.trim()).join('\n    ')}\n  </body>`);
      },
    },
  };
}

import type { Plugin } from 'vite';

const MODULE_TAGS = /\s*<(?:script type="module" crossorigin src="[^"]+"><\/script>|link rel="modulepreload" crossorigin href="[^"]+">)/g;

/**
 * Moves the new tab's module tags from <head> to the end of <body>, after boot.js (the theme and the last
 * dashboard's picture) and the stylesheet that stylesheetsAfterSnapshot() puts there. Named in <head>, they
 * made Chromium's parser stop before reaching boot.js (issue 22's finding for the web app's page; the web app
 * moves them into an inline script, which MV3 forbids here). At the end of <body> the entry still runs after
 * the stylesheet and the parse, as a deferred module does.
 */
export function modulesAfterBoot(): Plugin {
  return {
    name: 'lodestar:modules-after-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = html.match(MODULE_TAGS) ?? [];
        if (tags.length === 0) return html;
        const rest = html.replace(MODULE_TAGS, '');
        return rest.replace('</body>', `  ${tags.map((tag) => tag.trim()).join('\n    ')}\n  </body>`);
      },
    },
  };
}

import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';

/**
 * The login page's markup, made harmless for a picture: React's markers and ids go (the live page has its
 * own), forms become plain boxes (a picture must never submit). The box around it is inert: nothing in it
 * takes focus or a click.
 */
export function pictureOf(html: string): string {
  let picture = html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<template\b.*?<\/template>/gs, '')
    .replace(/<form\b/g, '<div')
    .replace(/<\/form>/g, '</div>');
  // One attribute per tag and pass (a match takes the tag's start): again until none is left.
  for (let before = ''; before !== picture; ) {
    before = picture;
    picture = picture.replace(/(<[^>]*?)\s(?:id|for|aria-describedby|aria-labelledby|aria-controls)="[^"]*"/g, '$1').replace(/(<[^>]*?)\sautofocus(?:="[^"]*")?/gi, '$1');
  }
  return picture;
}

/**
 * A new visitor's first open paints the login page from index.html itself (issue 22, item 5): the page is
 * rendered at build time (react-dom/static, through Vite's SSR loader) and placed at the end of <body>, after
 * the stylesheet; index.html's inline script shows it only where the login page will show (no session, no
 * remembered user, `/` or `/login` without a link token). It is inert and hidden from assistive technology;
 * the live login page removes it when it mounts (features/auth/login-page.tsx).
 */
export function loginPicture(): Plugin {
  return {
    name: 'lodestar:login-picture',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const root = fileURLToPath(new URL('..', import.meta.url));
        const server = await createServer({ configFile: false, root, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false }, optimizeDeps: { noDiscovery: true, include: [] } });
        try {
          const { renderLoginPage } = (await server.ssrLoadModule('/build/login-picture-entry.tsx')) as { renderLoginPage(): Promise<string> };
          const picture = pictureOf(await renderLoginPage());
          return html.replace('</body>', `  <div id="login-picture" aria-hidden="true" inert>${picture}</div>\n  </body>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}

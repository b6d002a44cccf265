import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'wxt';
import { sourceHash } from '../web/build/build-id';
import { directCoreImports } from '../web/build/direct-imports';
import { phosphorWeights } from '../web/build/phosphor-weights';
import { stylesheetsAfterSnapshot } from '../web/build/stylesheets-after-snapshot';
import { bootScript } from './build/boot-script';
import { modulesAfterBoot } from './build/modules-after-boot';

const here = fileURLToPath(new URL('.', import.meta.url));
const webDir = path.join(here, '../web');
const webSrc = path.join(webDir, 'src');
const coreSrc = path.join(here, '../../packages/core/src');
const indexHtml = path.join(webDir, 'index.html');
// The web app's build id, from the same sources: a snapshot is painted only by the build that took it.
const buildId = sourceHash([webSrc, indexHtml, coreSrc]);
const icon = (size: number) => path.join(webDir, `public/icons/icon-${size}.png`);
// The server a build talks to until told otherwise: each server's download sets its own (server.json and a host
// permission, apps/server/src/modules/extension/extension-package.ts); a build for a store names one here.
const serverUrl = new URL(process.env.LODESTAR_SERVER ?? 'http://localhost:3000');
const server = serverUrl.origin;
const namedServer = process.env.LODESTAR_SERVER ? [`${serverUrl.protocol}//${serverUrl.hostname}/*`] : [];

// Lodestar as the browser's new tab (issue 25): the web app's own source (apps/web/src), built by WXT into a
// Manifest V3 extension for Chrome and Firefox. It talks to one server (entrypoints/newtab/server-config.ts).
export default defineConfig({
  manifestVersion: 3,
  // Nothing is downloaded or launched at build: no browser runner.
  webExt: { disabled: true },
  zip: { artifactTemplate: 'lodestar-{{browser}}.zip', zipSources: false },
  manifest: ({ browser }) => ({
    name: 'Lodestar',
    short_name: 'Lodestar',
    description: 'Lodestar in every new tab: your personal productivity dashboard, synced with your Lodestar server.',
    // One host at most: the server's (in a server's download, or named at build). The server allows the extension's
    // origin by CORS (EXTENSION_ORIGINS); the host permission makes the browser treat the new tab's requests to it
    // as first-party, so the session cookie goes with them even with third-party cookies blocked. Another
    // address typed in the options page is asked for then, for that one host (optional_host_permissions).
    ...(namedServer.length > 0 ? { host_permissions: namedServer } : {}),
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    chrome_url_overrides: { newtab: 'newtab.html' },
    icons: { 192: 'icons/icon-192.png', 512: 'icons/icon-512.png' },
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'newtab@lodestar.app', strict_min_version: '140.0', data_collection_permissions: { required: ['none'] } } } }
      : {}),
  }),
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      files.push({ relativeDest: 'boot.js', contents: bootScript(indexHtml, buildId) });
      // Read at first run (entrypoints/newtab/server-config-store.ts); a server rewrites it in its download.
      files.push({ relativeDest: 'server.json', contents: `${JSON.stringify({ server })}\n` });
      for (const size of [192, 512]) files.push({ relativeDest: `icons/icon-${size}.png`, absoluteSrc: icon(size) });
    },
  },
  vite: () => ({
    // boot.js paints first: the stylesheet and the modules come after it (as in the web app's page).
    plugins: [react(), phosphorWeights(webSrc), directCoreImports(coreSrc), stylesheetsAfterSnapshot(), modulesAfterBoot()],
    define: {
      __LODESTAR_BUILD__: JSON.stringify(buildId),
      __LODESTAR_SERVER__: JSON.stringify(server),
    },
    resolve: {
      // The extension's files are all local: no service worker (the web app's comes from vite-plugin-pwa).
      alias: { 'virtual:pwa-register': path.join(here, 'entrypoints/newtab/no-service-worker.ts') },
    },
    build: { target: 'es2022' },
  }),
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'wxt';
import { sourceHash } from '../web/build/build-id';
import { directCoreImports } from '../web/build/direct-imports';
import { phosphorWeights } from '../web/build/phosphor-weights';
import { bootScript } from './build/boot-script';

const here = fileURLToPath(new URL('.', import.meta.url));
const webDir = path.join(here, '../web');
const webSrc = path.join(webDir, 'src');
const coreSrc = path.join(here, '../../packages/core/src');
const indexHtml = path.join(webDir, 'index.html');
// The web app's build id, from the same sources: a snapshot is painted only by the build that took it.
const buildId = sourceHash([webSrc, indexHtml, coreSrc]);
const icon = (size: number) => path.join(webDir, `public/icons/icon-${size}.png`);

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
    // No permission at all: the server's address is kept in the page's own storage, and the server allows the
    // extension's origin by CORS (EXTENSION_ORIGINS), so no host permission is needed either.
    chrome_url_overrides: { newtab: 'newtab.html' },
    icons: { 192: 'icons/icon-192.png', 512: 'icons/icon-512.png' },
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'newtab@lodestar.app', strict_min_version: '140.0', data_collection_permissions: { required: ['none'] } } } }
      : {}),
  }),
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      files.push({ relativeDest: 'boot.js', contents: bootScript(indexHtml, buildId) });
      for (const size of [192, 512]) files.push({ relativeDest: `icons/icon-${size}.png`, absoluteSrc: icon(size) });
    },
  },
  vite: () => ({
    plugins: [react(), phosphorWeights(webSrc), directCoreImports(coreSrc)],
    define: {
      __LODESTAR_BUILD__: JSON.stringify(buildId),
      __LODESTAR_SERVER__: JSON.stringify(process.env.LODESTAR_SERVER ?? 'http://localhost:3000'),
    },
    resolve: {
      // The extension's files are all local: no service worker (the web app's comes from vite-plugin-pwa).
      alias: { 'virtual:pwa-register': path.join(here, 'entrypoints/newtab/no-service-worker.ts') },
    },
    build: { target: 'es2022' },
  }),
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { buildId } from './build/build-id';
import { chunkGroups } from './build/chunk-groups';
import { chunkModules } from './build/chunk-modules';
import { directCoreImports } from './build/direct-imports';
import { phosphorWeights } from './build/phosphor-weights';
import { precacheShell } from './build/precache-shell';
import { entryAfterSnapshot } from './build/entry-after-snapshot';
import { stylesheetsAfterSnapshot } from './build/stylesheets-after-snapshot';
import { loginPicture } from './build/login-picture';
import { pageRoute } from './build/page-route';
import { precompress } from './build/precompress';

/** Lazy chunks whose imports are preloaded with them: the first screens and the first bookmark card. */
const PRELOADED = /(^|\/)(shell|login-route|login-ui|sync|widget-bookmarks)-[\w-]+\.js$/;
const shellPrecache = precacheShell();
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const chunkOf = chunkGroups(srcDir, { entry: 'main.tsx', dashboard: 'app/shell/dashboard-routes.tsx', login: 'features/auth/login-route.tsx' });

export default defineConfig({
  plugins: [
    react(),
    buildId([srcDir, fileURLToPath(new URL('./index.html', import.meta.url)), path.join(repoRoot, 'packages/core/src')]),
    phosphorWeights(srcDir),
    directCoreImports(path.join(repoRoot, 'packages/core/src')),
    shellPrecache.plugin,
    VitePWA({
      // Registered from the bundle (src/app/pwa): no inline script, so the CSP allows scripts from self only.
      injectRegister: false,
      // A new version waits until the user accepts the toast offering to reload.
      registerType: 'prompt',
      strategies: 'generateSW',
      // The icons are precached by the glob below already (listing them twice would conflict).
      includeManifestIcons: false,
      manifest: {
        name: 'Lodestar',
        short_name: 'Lodestar',
        description: 'Lodestar: your personal productivity dashboard.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#18181B',
        background_color: '#FAFAFA',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The shell (first screens, sync engine, bookmarks; see build/precache-shell.ts), so a warm open asks the
        // network for nothing; every other built file is cached the first time it is used (below).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        manifestTransforms: [shellPrecache.transform],
        runtimeCaching: [
          {
            // Hashed file names: a cached copy is right for ever (old ones expire).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'lodestar-assets', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 } },
          },
          {
            // The one API the worker keeps: scripture text (public domain, the same for every user), so the
            // verses a reader fetched work offline. Nothing that holds the user's own data is ever cached.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/api/scripture/') && url.pathname !== '/api/scripture/random',
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'scripture-api', expiration: { maxEntries: 500, maxAgeSeconds: 60 * 60 * 24 * 30 } },
          },
        ],
        navigateFallback: '/index.html',
        // Server paths are never answered with the app's page (nor cached): the API, sync, the dev
        // mailbox, the sandbox checkout, the music files and the extension's zips.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/sync(\/|$)/, /^\/dev(\/|$)/, /^\/sandbox(\/|$)/, /^\/static\/music(\/|$)/, /^\/extension(\/|$)/],
        // The first install takes the open page at once; later versions wait for the user (the toast).
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        // Hashed file names already change with their content.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    stylesheetsAfterSnapshot(),
    loginPicture(),
    entryAfterSnapshot(),
    chunkModules(repoRoot),
    pageRoute(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000', '/sync': { target: 'ws://localhost:3000', ws: true } },
  },
  // The manifest (with .vite/chunk-modules.json) is what the size budget reads: scripts/size-budget.mjs.
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole app (95 KB, 16 KB gzipped): a widget then costs one request, not two, and
    // the stylesheet loads after index.html's picture of the dashboard has painted (stylesheetsAfterSnapshot).
    cssCodeSplit: false,
    manifest: true,
    modulePreload: {
      // Every browser the app supports preloads modules natively.
      polyfill: false,
      // Each lazy import carries the list of files to fetch beside it, and those lists (hashed names)
      // weigh in the chunk that holds the import: only the first screens and the path to the first
      // bookmark card keep theirs. Other lazy chunks fetch their imports as they load (from the service
      // worker's cache once installed). A chunk's CSS is always kept: it is only loaded through this list.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || PRELOADED.test(filename) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // React and the router in one chunk of their own: every page needs them, they change only with an
        // upgrade (so a new version of the app leaves them cached), and the split stays the same build to build.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 10 },
            { name: (id, ctx) => chunkOf(id, (module) => ctx.getModuleInfo(module)), debugName: 'lodestar', priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/** The modules whose chunks (with their imports and CSS) make the shell that a warm open needs. */
export const SHELL_MODULES = [
  'index.html',
  'src/app/shell/dashboard-routes.tsx',
  'src/features/auth/login-route.tsx',
  'src/lib/sync/sync-engine.ts',
  // Replaces index.html's picture of the dashboard with the live page, offline too.
  'src/lib/snapshot/takeover.ts',
  'src/widgets/bookmarks/bookmarks-widget.tsx',
];

interface ViteManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The service worker precaches the shell only: index.html, the first screens' JavaScript and CSS, the sync
 * engine and the bookmarks body (so a warm open asks the network for nothing before its first card),
 * and the icons. Every other built file (widgets, panels, routes) is cached the first time it is used
 * (runtime caching in vite.config.ts), so installing costs a few dozen requests, not every file.
 */
export function precacheShell(): { plugin: Plugin; transform: ManifestTransform } {
  let outDir = '';
  const plugin: Plugin = {
    name: 'lodestar:precache-shell',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  const transform: ManifestTransform = (entries) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ViteManifestEntry>;
    const shell = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || shell.has(entry.file)) return;
      shell.add(entry.file);
      for (const css of entry.css ?? []) shell.add(css);
      for (const imported of entry.imports ?? []) visit(imported);
    };
    // A module grouped into a shared chunk (vite.config.ts, chunkGroups) has no manifest key of its own:
    // its chunk is found by what it holds (.vite/chunk-modules.json).
    const modules = JSON.parse(readFileSync(path.join(outDir, '.vite', 'chunk-modules.json'), 'utf8')) as Record<string, Record<string, number>>;
    const keyOf = (module: string) => {
      if (manifest[module]) return module;
      const file = Object.keys(modules).find((chunk) => Object.hasOwn(modules[chunk]!, `apps/web/${module}`));
      return Object.keys(manifest).find((key) => manifest[key]!.file === file);
    };
    for (const module of SHELL_MODULES) {
      const key = keyOf(module);
      if (!key) throw new Error(`precache: ${module} is not in the build manifest`);
      visit(key);
    }
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)), warnings: [] };
  };
  return { plugin, transform };
}

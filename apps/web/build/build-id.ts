import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** A hash of the sources the page is built from: the same sources, the same id, whenever they are built. */
export function sourceHash(paths: string[]): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((entry) => (statSync(entry).isDirectory() ? filesUnder(entry) : [entry])).sort()) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('base64url').slice(0, 16);
}

/**
 * The build's id, in the bundle (`__LODESTAR_BUILD__`) and in index.html's snapshot script alike, so the page
 * never paints a picture of the dashboard that another build rendered (lib/snapshot).
 */
export function buildId(paths: string[]): Plugin {
  let id = 'dev';
  return {
    name: 'lodestar:build-id',
    config(_config, { command }) {
      if (command === 'build') id = sourceHash(paths);
      return { define: { __LODESTAR_BUILD__: JSON.stringify(id) } };
    },
    transformIndexHtml: (html) => html.replaceAll('__LODESTAR_BUILD__', id),
  };
}

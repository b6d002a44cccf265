import path from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkModules {
  /** Source modules (paths relative to the repository, or node_modules/<package>/…) and their rendered size in the chunk. */
  [chunkFile: string]: Record<string, number>;
}

/**
 * Writes `.vite/chunk-modules.json`: for each built chunk, the modules it holds. Vite's manifest says
 * which chunks a page loads; this says what is inside them, so the size budget
 * (scripts/size-budget.mjs) can refuse a widget or panel module in the shell and show what grew.
 */
export function chunkModules(root: string): Plugin {
  const name = (id: string) =>
    id.includes('node_modules') ? id.replace(/^.*node_modules[\\/]/, 'node_modules/') : path.relative(root, id).replaceAll('\\', '/');
  return {
    name: 'lodestar:chunk-modules',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite has dropped the chunks that held only CSS.
      order: 'post',
      handler(_options, bundle) {
        const result: ChunkModules = {};
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type !== 'chunk') continue;
          result[file] = Object.fromEntries(Object.entries(output.modules).map(([id, info]) => [name(id), info.renderedLength]));
        }
        this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(result) });
      },
    },
  };
}

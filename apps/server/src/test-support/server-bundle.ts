import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const childEntry = fileURLToPath(new URL('./server-child.ts', import.meta.url));

/**
 * Every ES module keeps its own location: code that finds files next to itself (the migrations, PGlite's
 * WebAssembly and extensions) reads them where they are, not next to the bundle. (CommonJS __dirname is
 * left alone: only pino's transports and ioredis's error stacks use it, neither of which runs here.)
 */
const ownLocations: Plugin = {
  name: 'own-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|mjs|js)$/ }, async ({ path: file }) => {
      const text = await readFile(file, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const contents = text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href));
      return { contents, loader: file.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

export interface ServerBundle {
  /** The bundled server-child.ts, run with plain `node` (no tsx). */
  entry: string;
  /**
   * Node options for its processes. --liftoff-only: V8 runs PGlite's WebAssembly with its baseline
   * compiler only, instead of recompiling the hot parts of it in the background, which cost a
   * short-lived process more CPU time (about 0.3 s per start) than it ever saves.
   */
  execArgv: string[];
  dispose(): Promise<void>;
}

/**
 * server-child.ts and everything it imports (node_modules included) in one file, for a fault test that
 * starts the server many times: loading it costs a process about a sixth of the CPU time that tsx
 * takes to load the same modules one by one (0.3 s instead of 1.8 s, with NODE_COMPILE_CACHE),
 * which on a machine shared with other jobs was most of a restart. Built in about 2 s.
 */
export async function bundleServerChild(): Promise<ServerBundle> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lodestar-server-bundle-'));
  const entry = path.join(dir, 'server-child.mjs');
  await build({
    entryPoints: [childEntry],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // CommonJS dependencies call require() for Node's own modules.
    banner: { js: "import { createRequire as lodestarCreateRequire } from 'node:module'; const require = lodestarCreateRequire(import.meta.url);" },
    plugins: [ownLocations],
    logLevel: 'error',
  });
  return { entry, execArgv: ['--liftoff-only'], dispose: () => rm(dir, { recursive: true, force: true }) };
}

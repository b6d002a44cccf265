// The size budget (issue 8), run by `npm test` on the built app: the JavaScript each first screen needs
// before it renders, gzipped (level 9), against its budget; every widget's and panel's own lazy chunks;
// and what must never load with the shell. Byte counts of a build are deterministic, so this is a test.
//   node scripts/size-budget.mjs [distDir]            check (default apps/web/dist, or WEB_DIST)
//   node scripts/size-budget.mjs [distDir] --update   record the current sizes as the baseline
// On failure it prints what grew against scripts/size-budget.baseline.json, module by module.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
/** First screens: the module whose chunk (with its static imports, after the entry's) renders it. */
export const ROUTES = [
  { name: 'dashboard', module: 'apps/web/src/app/shell/dashboard-routes.tsx', budget: 100 * KIB },
  { name: 'login', module: 'apps/web/src/features/auth/login-route.tsx', budget: 90 * KIB },
];
/** Never part of a first screen: they load with the widget or panel that uses them. */
const HEAVY = ['zod', 'yjs', 'y-indexeddb', '@hocuspocus', '@dnd-kit', 'react-markdown', 'rehype-sanitize', '@radix-ui', 'date-fns', 'papaparse', '@tanstack', 'better-auth'];
const WIDGET_MODULE = /^apps\/web\/src\/widgets\/([^/]+)\/(.+)$/;
// A widget's index.ts is its definition (icon + lazy parts): the shell's by design. Its eager
// collapsed tab (`*-tab.tsx`, the contract's small CollapsedTab) may be too, and the tiny eager parts that
// decide whether to load the rest: a background's gate (`*-gate.tsx`), what it reads to decide
// (`*-presence.ts`), and the store a tab opens an overlay through (`overlay-store.ts`).
const SHELL_WIDGET_FILE = /^(index\.ts|[\w-]+-tab\.tsx|[\w-]+-gate\.tsx|[\w-]+-presence\.ts|overlay-store\.ts)$/;
const PANEL_MODULE = /^apps\/web\/src\/(features\/(profile|settings|account|admin|help)\/|features\/subscription\/subscription-panel|widgets\/[^/]+\/[\w-]*-panel)/;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const baselinePath = fileURLToPath(new URL('./size-budget.baseline.json', import.meta.url));

/** Everything the check needs from a build: files, their static imports, their modules, gzipped sizes. */
export function readBuild(distDir) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const modulesPath = path.join(distDir, '.vite', 'chunk-modules.json');
  if (!existsSync(manifestPath) || !existsSync(modulesPath)) {
    throw new Error(`No build manifest in ${distDir}/.vite: build the web app first (npm run build).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const modules = JSON.parse(readFileSync(modulesPath, 'utf8'));
  const imports = new Map(Object.values(manifest).map((entry) => [entry.file, (entry.imports ?? []).map((key) => manifest[key].file)]));
  const gzipCache = new Map();
  const gzipped = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };
  const closure = (files, into = new Set()) => {
    for (const file of files) {
      if (into.has(file)) continue;
      into.add(file);
      closure(imports.get(file) ?? [], into);
    }
    return into;
  };
  const chunkOf = (moduleId) => Object.keys(modules).find((file) => Object.hasOwn(modules[file], moduleId));
  return { manifest, modules, gzipped, closure, chunkOf, entry: closure([manifest['index.html'].file]) };
}

/** The files a first screen loads before it renders: the entry's, then its own chunk's. */
function routeFiles(build, route) {
  const chunk = build.chunkOf(route.module);
  if (!chunk) throw new Error(`${route.module} is in no chunk of this build`);
  return build.closure([chunk], new Set(build.entry));
}

const total = (build, files) => [...files].reduce((sum, file) => sum + build.gzipped(file), 0);
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const signed = (bytes) => `${bytes >= 0 ? '+' : '-'}${kib(Math.abs(bytes))}`;

/** Module (a package for node_modules) -> rendered bytes, over some files. */
function moduleSizes(build, files) {
  const sizes = {};
  for (const file of files) {
    for (const [id, bytes] of Object.entries(build.modules[file] ?? {})) {
      const key = id.startsWith('node_modules/') ? id.replace(/^node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1') : id;
      sizes[key] = (sizes[key] ?? 0) + bytes;
    }
  }
  return sizes;
}

/** Lazy chunks of each widget and panel beyond what the first screens already loaded. */
function lazyParts(build, shell) {
  const parts = new Map();
  for (const [file, mods] of Object.entries(build.modules)) {
    for (const id of Object.keys(mods)) {
      const widget = WIDGET_MODULE.exec(id);
      const panel = /^apps\/web\/src\/features\/([^/]+)\//.exec(id);
      const name = widget ? (SHELL_WIDGET_FILE.test(widget[2]) ? null : `widget ${widget[1]}`) : panel && PANEL_MODULE.test(id) ? `panel ${panel[1]}` : null;
      if (!name || shell.has(file)) continue;
      parts.set(name, (parts.get(name) ?? new Set()).add(file));
    }
  }
  return [...parts].map(([name, files]) => {
    const own = [...build.closure([...files])].filter((file) => !shell.has(file));
    return { name, files: own.length, gzip: total(build, own) };
  });
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row, index) => {
      const line = row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
      return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : line;
    })
    .join('\n');
}

export function checkBudget(distDir, { update = false, log = console.log } = {}) {
  const build = readBuild(distDir);
  const failures = [];
  const routes = ROUTES.map((route) => {
    const files = routeFiles(build, route);
    return { ...route, files, gzip: total(build, files), modules: moduleSizes(build, files) };
  });
  const shell = new Set(routes.flatMap((route) => [...route.files]));

  log(`Size budget (gzip -9; KiB = 1024 bytes), build: ${distDir}\n`);
  log(table([
    ['first screen', 'files', 'gzipped', 'budget', 'headroom'],
    ...routes.map((r) => [r.name, r.files.size, kib(r.gzip), kib(r.budget), signed(r.budget - r.gzip)]),
  ]));
  for (const route of routes) {
    if (route.gzip > route.budget) failures.push(`${route.name}: ${kib(route.gzip)} of JavaScript before the first render, over its ${kib(route.budget)} budget`);
    for (const id of Object.keys(route.modules)) {
      const widget = WIDGET_MODULE.exec(id);
      if ((widget && !SHELL_WIDGET_FILE.test(widget[2])) || PANEL_MODULE.test(id)) {
        failures.push(`${route.name}: ${id} loads before the first render (a widget's or panel's body must be a lazy chunk)`);
      }
      if (HEAVY.some((name) => id === name || id.startsWith(`${name}/`))) {
        failures.push(`${route.name}: ${id} loads before the first render (load it inside the widget's lazy chunk)`);
      }
    }
  }

  const parts = lazyParts(build, shell).sort((a, b) => a.name.localeCompare(b.name));
  log(`\nLazy chunks of each widget and panel (beyond the first screens):\n`);
  log(table([['part', 'files', 'gzipped'], ...parts.map((part) => [part.name, part.files, kib(part.gzip)])]));

  const current = Object.fromEntries(routes.map((r) => [r.name, { gzip: r.gzip, modules: r.modules }]));
  if (update) {
    writeFileSync(baselinePath, `${JSON.stringify(current, null, 1)}\n`);
    log(`\nBaseline written to ${path.relative(repoRoot, baselinePath)}.`);
  }
  if (failures.length > 0) {
    log(`\nFAILED:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : {};
    for (const route of routes) {
      const before = baseline[route.name];
      if (!before) continue;
      const names = new Set([...Object.keys(before.modules), ...Object.keys(route.modules)]);
      const grew = [...names]
        .map((name) => ({ name, before: before.modules[name] ?? 0, now: route.modules[name] ?? 0 }))
        .filter((row) => row.now !== row.before)
        .sort((a, b) => b.now - b.before - (a.now - a.before));
      if (grew.length === 0) continue;
      log(`\nWhat changed in '${route.name}' since the baseline (gzipped ${kib(before.gzip)} -> ${kib(route.gzip)}, ${signed(route.gzip - before.gzip)}); module sizes before minification:\n`);
      log(table([
        ['module', 'baseline', 'now', 'change'],
        ...grew.slice(0, 25).map((row) => [row.name, row.before, row.now, `${row.now - row.before >= 0 ? '+' : ''}${row.now - row.before}`]),
      ]));
    }
  }
  return { routes, parts, failures };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
  try {
    const { failures } = checkBudget(distDir, { update: args.includes('--update') });
    if (failures.length > 0) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

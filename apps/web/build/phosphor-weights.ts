import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { directImports } from './direct-imports';

const WEIGHTS = ['thin', 'light', 'regular', 'bold', 'fill', 'duotone'] as const;
const DEFS_MODULE = /@phosphor-icons[\\/]react[\\/]dist[\\/]defs[\\/](\w+)\.es\.js$/;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@phosphor-icons\/react(?:\/dist\/(?:csr|icons)\/\w+)?['"]/g;
// A JSX element with a weight: `<Star size={16} weight="fill"` or `weight={done ? 'fill' : 'regular'}`.
const ELEMENT_WEIGHT = /<([A-Z][\w.]*)\b[^<]*?\bweight\s*=\s*(\{[^}\n]*\}|"[a-z]+"|'[a-z]+')/g;
// Anything else naming a weight: `weight: 'bold'` in an object, a prop passed on.
const OTHER_WEIGHT = /\bweight\s*:\s*(\{[^}\n]*\}|"[a-z]+"|'[a-z]+'|[^,\n}]+)/g;
const WEIGHT_NAME = /['"](thin|light|regular|bold|fill|duotone)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const namesIn = (expression: string) => [...expression.matchAll(WEIGHT_NAME)].map((match) => match[1]!);

export interface UsedWeights {
  /** Weights every icon keeps: regular, and any named where the icon cannot be told (see usedWeights). */
  all: Set<string>;
  /** Icon (its defs name, e.g. 'Check') -> weights named for it. */
  byIcon: Map<string, Set<string>>;
  /** Source file -> the `Icon/weight` pairs its elements need (regular aside, always there). */
  perFile: Map<string, Set<string>>;
}

const RELATIVE_IMPORT = /from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && files.has(candidate)) return candidate;
  }
  return null;
}
let files = new Set<string>();

/** Local name -> icon (defs name) for the Phosphor imports of one file. */
function phosphorImports(code: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const [, list] of code.matchAll(IMPORT)) {
    for (const item of list!.split(',')) {
      const [imported, local] = item.replace(/\btype\b/, '').trim().split(/\s+as\s+/);
      if (imported && /^[A-Z]/.test(imported)) icons.set((local ?? imported).trim(), imported.trim().replace(/Icon$/, ''));
    }
  }
  icons.delete('Icon'); // the type of an icon, not one
  return icons;
}

/** Icons a file uses as values (`icon: Star`, `{ Fire, Drop }`, `icon={Star}`), not only as elements (`<Star />`). */
function valueIcons(code: string, icons: Map<string, string>): string[] {
  const body = code.replace(/import\s*(?:type\s*)?\{[^}]*\}\s*from\s*['"][^'"]+['"];?/g, '');
  return [...icons].filter(([local]) => new RegExp(`(?<![<\\/\\w.$])\\b${local}\\b(?![\\w$])`).test(body)).map(([, icon]) => icon);
}

/**
 * The weights the sources use. A weight written on the element of an icon imported by name counts
 * for that icon. A weight on an icon held in a variable (`<Glyph weight="fill">`) counts for the icons
 * that can reach that element: those used as values (not only as elements) by its file, by the files
 * it imports, and by the files that import it (an icon passed in as a prop); if there are none, for
 * every icon.
 * Anything else naming a weight (`weight: 'bold'`) counts for every icon.
 */
export function usedWeights(srcDir: string): UsedWeights {
  const used: UsedWeights = { all: new Set(['regular']), byIcon: new Map(), perFile: new Map() };
  const list = sourceFiles(srcDir);
  files = new Set(list);
  const code = new Map(list.map((file) => [file, readFileSync(file, 'utf8')]));
  const imports = new Map<string, Map<string, string>>();
  const edges = new Map<string, string[]>();
  const importers = new Map<string, string[]>();
  for (const [file, text] of code) {
    imports.set(file, phosphorImports(text));
    const targets = [...text.matchAll(RELATIVE_IMPORT)].flatMap(([, spec]) => resolveImport(file, spec!) ?? []);
    edges.set(file, targets);
    for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), file]);
  }
  const add = (icon: string, weights: string[], file: string) => {
    const set = used.byIcon.get(icon) ?? new Set<string>();
    const pairs = used.perFile.get(file) ?? new Set<string>();
    for (const weight of weights) {
      set.add(weight);
      if (weight !== 'regular') pairs.add(`${icon}/${weight}`);
    }
    used.byIcon.set(icon, set);
    used.perFile.set(file, pairs);
  };
  for (const [file, text] of code) {
    if (!text.includes('weight')) continue;
    const own = imports.get(file)!;
    for (const [, tag, expression] of text.matchAll(ELEMENT_WEIGHT)) {
      const weights = namesIn(expression!);
      const icon = own.get(tag!);
      if (icon) {
        add(icon, weights, file);
        continue;
      }
      const reachable = [file, ...(edges.get(file) ?? []), ...(importers.get(file) ?? [])].flatMap((f) => valueIcons(code.get(f)!, imports.get(f)!));
      if (reachable.length === 0) for (const weight of weights) used.all.add(weight);
      for (const icon of reachable) add(icon, weights, file);
    }
    for (const [, expression] of text.matchAll(OTHER_WEIGHT)) for (const weight of namesIn(expression!)) used.all.add(weight);
  }
  return used;
}

/** Drops the entries of `new Map([["bold", …], …])` whose weight is not kept (bracket matching). */
export function stripWeights(code: string, keep: ReadonlySet<string>): string {
  const start = code.indexOf('new Map([');
  if (start < 0) return code;
  let index = start + 'new Map(['.length;
  const kept: string[] = [];
  for (;;) {
    const open = code.indexOf('[', index);
    const close = code.indexOf('])', index);
    if (open < 0 || (close >= 0 && close < open)) {
      return `${code.slice(0, start)}new Map([${kept.join(',')}${code.slice(close)}`;
    }
    let depth = 0;
    let end = open;
    for (; end < code.length; end += 1) {
      if (code[end] === '[') depth += 1;
      else if (code[end] === ']' && --depth === 0) break;
    }
    const entry = code.slice(open, end + 1);
    const weight = /^\[\s*"(\w+)"/.exec(entry)?.[1];
    if (!weight || keep.has(weight)) kept.push(entry);
    index = end + 1;
  }
}

/** The source of one entry (`["fill", <expression>]`) of a defs module's Map, or null. */
function weightEntry(code: string, weight: string): string | null {
  const at = code.indexOf(`"${weight}",`);
  if (at < 0) return null;
  const open = code.lastIndexOf('[', at);
  let depth = 0;
  for (let end = open; end < code.length; end += 1) {
    if (code[end] === '[') depth += 1;
    else if (code[end] === ']' && --depth === 0) return code.slice(code.indexOf(',', at) + 1, end).trim();
  }
  return null;
}

const VIRTUAL = 'virtual:phosphor-weight/';
/**
 * Each Phosphor icon ships its six weights (thin, light, regular, bold, fill, duotone) in one module,
 * so an icon the shell shows in `regular` would carry the `fill` a lazy widget uses elsewhere. At build
 * time every icon keeps only `regular` (and a weight named where no icon can be told, see usedWeights);
 * a file that renders an icon in another weight imports a small module adding that weight to the
 * icon's map, so the weight travels in the chunk that needs it. Modules run before their components
 * render, so the weight is always there in time. Dev and tests keep all weights.
 */
export function phosphorWeights(srcDir: string): Plugin {
  let used: UsedWeights = { all: new Set(WEIGHTS), byIcon: new Map(), perFile: new Map() };
  const packageDir = () => path.dirname(createRequire(path.join(srcDir, 'main.tsx')).resolve('@phosphor-icons/react/package.json'));
  let icons = new Set<string>();
  return {
    name: 'lodestar:phosphor-weights',
    apply: 'build',
    buildStart() {
      used = usedWeights(srcDir);
      icons = new Set(readdirSync(path.join(packageDir(), 'dist', 'csr')).flatMap((file) => /^(\w+)\.es\.js$/.exec(file)?.[1] ?? []));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const [icon, weight] = id.slice(VIRTUAL.length + 1).split('/');
      // The package's exports do not name dist/defs: find it beside its package.json.
      const defs = realpathSync(path.join(packageDir(), 'dist', 'defs', `${icon}.es.js`));
      const source = readFileSync(defs, 'utf8');
      const react = /import \* as (\w+) from "react"/.exec(source)?.[1];
      const entry = weightEntry(source, weight!);
      if (!react || !entry) throw new Error(`phosphor-weights: ${icon} has no ${weight} weight`);
      return [
        `import * as ${react} from "react";`,
        `import weights from ${JSON.stringify(defs)};`,
        `weights.set(${JSON.stringify(weight)}, ${entry});`,
      ].join('\n');
    },
    transform(code, id) {
      const icon = DEFS_MODULE.exec(id)?.[1];
      if (icon) return { code: stripWeights(code, used.all), map: null };
      // One import per icon (direct-imports.ts): the package's index would make every icon look used everywhere.
      const direct = id.includes('node_modules')
        ? code
        : directImports(code, '@phosphor-icons/react', (name) => (icons.has(name.replace(/Icon$/, '')) ? `@phosphor-icons/react/dist/csr/${name.replace(/Icon$/, '')}` : null));
      const pairs = used.perFile.get(id.split('?')[0]!);
      if (!pairs || pairs.size === 0) return direct === code ? null : { code: direct, map: null };
      const imports = [...pairs].sort().map((pair) => `import ${JSON.stringify(VIRTUAL + pair)};`);
      return { code: `${imports.join('')}${direct}`, map: null };
    },
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * `import { a, b as c } from '<barrel>'` -> one import per name from the module that defines it, when every
 * name is known (`fileOf`); otherwise the statement is left as it is. A package index that re-exports
 * everything makes each of its modules look imported by every file that uses any of them; direct imports
 * let the chunk grouping (chunk-groups.ts) see which screen needs which module. Runs on JavaScript (types
 * already stripped), so every name left is a value.
 */
export function directImports(code: string, barrel: string, fileOf: (name: string) => string | null): string {
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${escape(barrel)}['"];?`, 'g');
  return code.replace(statement, (whole, list: string) => {
    const items = list.split(',').map((item) => item.trim()).filter(Boolean);
    const files = items.map((item) => fileOf(item.split(/\s+as\s+/)[0]!));
    if (files.some((file) => file === null)) return whole;
    return items.map((item, index) => `import { ${item} } from ${JSON.stringify(files[index])};`).join('');
  });
}

const DECLARED = /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([A-Za-z_$][\w$]*)/gm;
const LISTED = /^export\s*\{([^}]*)\}/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'index.ts' ? [full] : [];
  });
}

/** Value export name -> the one file of a package's sources that defines it (names defined twice are left out). */
export function exportedNames(srcDir: string): Map<string, string> {
  const found = new Map<string, string | null>();
  const add = (name: string, file: string) => found.set(name, found.has(name) && found.get(name) !== file ? null : file);
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, 'utf8');
    for (const [, name] of code.matchAll(DECLARED)) add(name!, file);
    for (const [, list] of code.matchAll(LISTED)) {
      for (const item of list!.split(',')) {
        const name = item.replace(/^\s*type\s+/, '').split(/\s+as\s+/).pop()!.trim();
        if (name && !/^type\s/.test(item.trim())) add(name, file);
      }
    }
  }
  return new Map([...found].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** Build only: the app's imports of `@lodestar/core` name the defining module (see directImports). */
export function directCoreImports(coreSrc: string): Plugin {
  let names = new Map<string, string>();
  return {
    name: 'lodestar:direct-core-imports',
    apply: 'build',
    buildStart() {
      names = exportedNames(coreSrc);
    },
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('@lodestar/core')) return null;
      const direct = directImports(code, '@lodestar/core', (name) => names.get(name) ?? null);
      return direct === code ? null : { code: direct, map: null };
    },
  };
}

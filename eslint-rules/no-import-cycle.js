// lodestar/no-import-cycle: no module may reach itself again through relative imports. Unlike
// import-x/no-cycle, it counts type-only imports and dynamic import() too, because a cycle of types or of
// lazy loads still ties two files so that neither reads on its own; the cure is the same, a lower module
// that both import (shared types in their own file, an interface the lower module is handed).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
/** path -> { mtimeMs, imports } so an editor session sees files change; one lint run reads each file once. */
const cache = new Map();

function isFile(candidate) {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names (TypeScript's rules: no extension, a .js standing for .ts, an index), or null. */
export function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext))];
  return candidates.find((candidate) => /\.(m?[jt]sx?)$/.test(candidate) && isFile(candidate)) ?? null;
}

function importsOf(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.imports;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const imports = [...new Set(importedFiles.map(({ fileName }) => resolveRelative(file, fileName)).filter(Boolean))];
  cache.set(file, { mtimeMs: stat.mtimeMs, imports });
  return imports;
}

/** The shortest chain of files from `start` back to `target`, or null. */
function pathBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [];
        for (let at = file; at !== null; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a module from importing, by any kind of relative import, a module that leads back to it.' },
    messages: { cycle: 'Import cycle: {{chain}}. Move what both need into a module below them.' },
    schema: [],
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveRelative(filename, source.value);
      if (!target || target === filename) return;
      const chain = pathBack(target, filename);
      if (!chain) return;
      const names = [filename, ...chain, filename].map((file) => path.relative(context.cwd, file));
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };

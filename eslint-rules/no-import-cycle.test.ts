import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, beforeEach, expect, it } from 'vitest';
import lodestar from './no-import-cycle.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lodestar-cycle-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
}

/** The rule's messages for one file of the fixture folder. */
function lint(name: string): string[] {
  const filename = path.join(dir, name);
  const linter = new Linter({ cwd: dir });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      plugins: { lodestar },
      rules: { 'lodestar/no-import-cycle': 'error' as const },
    },
  ];
  const text = readFileSync(filename, 'utf8');
  return linter.verify(text, config, { filename }).map((message) => message.message);
}

it('reports two files that import each other, even when one import is only of a type', () => {
  write({
    'store.ts': "import { View } from './view';\nexport class Store { view = new View(this); }\n",
    'view.ts': "import type { Store } from './store';\nexport class View { constructor(readonly store: Store) {} }\n",
  });
  expect(lint('view.ts')).toEqual(['Import cycle: view.ts → store.ts → view.ts. Move what both need into a module below them.']);
  expect(lint('store.ts')).toHaveLength(1);
});

it('reports a longer circle closed by a lazy import()', () => {
  write({
    'a.ts': "export async function start() { return import('./b'); }\n",
    'b.ts': "export { c } from './c';\n",
    'c.ts': "import { start } from './a.js';\nexport const c = start;\n",
  });
  expect(lint('a.ts')).toEqual(['Import cycle: a.ts → b.ts → c.ts → a.ts. Move what both need into a module below them.']);
});

it('accepts the same files once what both need lives in a module below them', () => {
  write({
    'types.ts': 'export interface Source { read(): string }\n',
    'store.ts': "import { View } from './view';\nimport type { Source } from './types';\nexport class Store implements Source { read() { return ''; } view = new View(this); }\n",
    'view.ts': "import type { Source } from './types';\nexport class View { constructor(readonly source: Source) {} }\n",
  });
  expect(lint('view.ts')).toEqual([]);
  expect(lint('store.ts')).toEqual([]);
});

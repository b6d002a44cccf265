import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { envSchema } from './env';

const page = readFileSync(fileURLToPath(new URL('../../../docs/configuration.md', import.meta.url)), 'utf8');

/** Names in the first column of the configuration table: rows like "| `PORT` | ... |". */
function documentedVariables(): string[] {
  return [...page.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1]!);
}

it('documents every environment variable of env.ts in docs/configuration.md, and no other', () => {
  const documented = documentedVariables();
  const defined = Object.keys(envSchema.shape);
  expect(defined.filter((name) => !documented.includes(name)), 'in env.ts but not in docs/configuration.md').toEqual([]);
  expect(documented.filter((name) => !defined.includes(name)), 'in docs/configuration.md but not in env.ts').toEqual([]);
  expect(new Set(documented).size, 'a variable listed twice').toBe(documented.length);
});

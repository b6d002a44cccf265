import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { envSchema } from './env';

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

/** Names in the first column of the README's configuration table: rows like "| `PORT` | ... |". */
function documentedVariables(): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1]!);
}

it('documents every environment variable of env.ts in the README, and no other', () => {
  const documented = documentedVariables();
  const defined = Object.keys(envSchema.shape);
  expect(defined.filter((name) => !documented.includes(name)), 'in env.ts but not in the README table').toEqual([]);
  expect(documented.filter((name) => !defined.includes(name)), 'in the README table but not in env.ts').toEqual([]);
  expect(new Set(documented).size, 'a variable listed twice').toBe(documented.length);
});

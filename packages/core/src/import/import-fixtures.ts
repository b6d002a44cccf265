import { readFileSync } from 'node:fs';

/** The example files kept for the e2e tests (e2e/fixtures/import), read by the unit tests too. */
export function readFixture(name: string): string {
  return readFileSync(new URL(`../../../../e2e/fixtures/import/${name}`, import.meta.url), 'utf8');
}

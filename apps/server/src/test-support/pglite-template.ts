import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client';

const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));
const clientFile = fileURLToPath(new URL('../db/client.ts', import.meta.url));
const PREFIX = 'lodestar-pglite-template-';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Everything that decides what a freshly migrated database looks like. */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(`${path.relative(migrationsDir, file)}\0`).update(readFileSync(file));
    }
  };
  walk(migrationsDir);
  hash.update(readFileSync(clientFile));
  return hash.digest('hex').slice(0, 16);
}

function removeStaleTemplates(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX) || name === keep) continue;
    const dir = path.join(tmpdir(), name);
    try {
      if (Date.now() - statSync(dir).mtimeMs > DAY_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

/**
 * A PGlite data directory with every migration applied, built once per migration set and shared by
 * all test files: creating and migrating a PGlite database costs seconds, copying one a fraction.
 * Returns the path of its `pglite` directory, to be copied into a test's DATA_DIR.
 */
export async function pgliteTemplate(): Promise<string> {
  const name = `${PREFIX}${templateKey()}`;
  const dir = path.join(tmpdir(), name);
  if (existsSync(path.join(dir, 'ready'))) return path.join(dir, 'pglite');

  // Built aside and renamed into place, so a concurrent run never copies a half-built template.
  const building = `${dir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ dataDir: building });
  await database.close();
  writeFileSync(path.join(building, 'ready'), '');
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run got there first
  }
  removeStaleTemplates(name);
  return path.join(dir, 'pglite');
}

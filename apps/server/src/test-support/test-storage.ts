import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pgliteTemplate } from './pglite-template';

/** Where one test file's server keeps its data: a temp DATA_DIR, plus its own PostgreSQL database when DATABASE_URL is set. */
export interface TestStorage {
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Servers of this test file currently on the shared database (the fallback below). */
let sharedUsers = 0;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Empties every table of the public schema, for servers where the test user may not create databases. */
async function truncateAll(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    if (rows.length > 0) await client.query(`truncate ${rows.map((r) => `public.${quote(r.name)}`).join(', ')} cascade`);
  });
}

/**
 * A fresh database per test file, so runs and files never see each other's users. Migrations name
 * the public schema explicitly, which is why this is a database and not a schema.
 */
async function freshDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lodestar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    await withClient(baseUrl, (client) => client.query(`create database ${quote(name)}`));
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    // No CREATEDB right: share the given database, emptied before the first server of this test
    // file and after its last (a file may run several servers at once).
    if (sharedUsers === 0) await truncateAll(baseUrl);
    sharedUsers += 1;
    return {
      url: baseUrl,
      drop: async () => {
        sharedUsers -= 1;
        if (sharedUsers === 0) await truncateAll(baseUrl);
      },
    };
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(baseUrl, (client) => client.query(`drop database if exists ${quote(name)} with (force)`)).then(() => undefined),
  };
}

export async function createTestStorage(databaseUrl = process.env.DATABASE_URL): Promise<TestStorage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lodestar-test-'));
  const database = databaseUrl ? await freshDatabase(databaseUrl) : undefined;
  // PGlite: a copy of an empty, migrated database (start-up still runs the migrations, finding none to apply).
  if (!database) await cp(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  return {
    dataDir,
    databaseUrl: database?.url,
    async dispose() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: AppDb;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PostgreSQL when a URL is given, else PGlite stored under dataDir (or in memory for ':memory:'). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** A connection the server dropped (restart, failover): reported, and the pool opens a new one. */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without listeners, a connection terminated by PostgreSQL is an uncaught exception that ends the process.
    const report = options.onConnectionError ?? (() => undefined);
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as AppDb, driver: 'postgres', close: () => pool.end() };
  }
  let dataPath: string | undefined;
  if (options.dataDir !== ':memory:') {
    dataPath = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  // pg_trgm: the Admin Panel's user search (a trigram index; see db/auth-schema.ts).
  const client = new PGlite({ dataDir: dataPath, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as AppDb, driver: 'pglite', close: () => client.close() };
}

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
import { noteDatabaseFailure } from './database-unavailable';
import * as schema from './schema';

export type Schema = typeof schema;
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: AppDb;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Makes `target[method]`, when it returns a promise, report its failure to `onFailure` too. */
function onRejection<T extends object>(target: T, method: keyof T & string, onFailure: (error: unknown) => void): void {
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
    const result = original(...args);
    if (result instanceof Promise) result.catch(onFailure);
    return result;
  };
}

/**
 * A query that timed out leaves its connection mid-statement, perhaps inside a transaction whose ROLLBACK
 * timed out too: ending the connection makes PostgreSQL roll back, and the pool never lends it again.
 * (Queries the pool runs itself are covered already: it discards a client released with an error.)
 */
function endOnQueryTimeout(client: pg.PoolClient, error: unknown): void {
  if (error instanceof Error && error.message === 'Query read timeout') void client.end().catch(() => undefined);
}

/** PostgreSQL when a URL is given, else PGlite stored under dataDir (or in memory for ':memory:'). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** A connection the server dropped (restart, failover): reported, and the pool opens a new one. */
  onConnectionError?: (error: Error) => void;
  /**
   * PostgreSQL only: a connection attempt (or a wait for a free connection) or a query that takes longer
   * fails, so a request answers 503 instead of waiting on a database that stopped answering (env.ts:
   * DATABASE_TIMEOUT_MS). Migrations wait for it only to connect, not for their queries.
   */
  timeoutMs?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const timeoutMs = options.timeoutMs ?? 15_000;
    // Without listeners, a connection terminated by PostgreSQL is an uncaught exception that ends the process.
    const report = options.onConnectionError ?? (() => undefined);
    // Migrations first, on a connection of their own: a long one (an index on a big table) must not time out.
    const migrator = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: timeoutMs });
    migrator.on('error', report);
    await migrator.connect();
    try {
      await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
    } finally {
      await migrator.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: timeoutMs,
      // Client-side: also ends a query whose connection died without a word (no server left to cancel it).
      query_timeout: timeoutMs,
      // Notices a peer that vanished (a failover, a dropped network path) on idle connections too.
      keepAlive: true,
    });
    pool.on('error', report);
    pool.on('connect', (client) => {
      client.on('error', report);
      // A transaction's queries, on a client taken from the pool.
      onRejection(client, 'query', (error) => {
        noteDatabaseFailure(error);
        endOnQueryTimeout(client, error);
      });
    });
    onRejection(pool, 'query', noteDatabaseFailure);
    onRejection(pool, 'connect', noteDatabaseFailure);
    const db = drizzlePg(pool, { schema });
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

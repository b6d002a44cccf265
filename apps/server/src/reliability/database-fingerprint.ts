import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';

/** One hash per table of the public schema, over every row: any insert, update or delete changes it. */
export async function databaseFingerprint(db: AppDb, ignore: readonly string[] = []): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (ignore.includes(name)) continue;
    const result = (await db.execute(
      sql`select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${sql.identifier(name)} t`,
    )) as unknown as { rows: { n: string; h: string }[] };
    const row = result.rows[0]!;
    fingerprint[name] = `${row.n}:${row.h}`;
  }
  return fingerprint;
}

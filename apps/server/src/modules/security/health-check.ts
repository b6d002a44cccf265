import type { Handler } from 'hono';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { dataDirProblem } from './data-dir-check';

const CACHE_MS = 5_000;

/**
 * /healthz: 200 only while the database answers AND takes a write (a full disk or a read-only volume
 * shows up here, not first in a user's lost edit), and the data folder can be written. Cached for a
 * few seconds, as load balancers ask often. 503 too while the load shedder refuses new work, so a load balancer
 * sends users to another instance.
 */
export function healthCheck(
  database: Database,
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
  logger: Logger,
  /** Why the server refuses new work now (the load shedder's), undefined while it takes work. */
  overloadReason: () => string | undefined = () => undefined,
): Handler {
  let last: { at: number; problem: string | undefined } | undefined;
  async function check(): Promise<string | undefined> {
    if (!env.DATABASE_URL) {
      const folder = dataDirProblem(env.DATA_DIR);
      if (folder) return folder;
    }
    try {
      await database.db.execute(
        sql`insert into rate_limit (key, count, window_ends) values ('healthz', 1, now() + interval '1 minute')
            on conflict (key) do update set count = 1, window_ends = excluded.window_ends`,
      );
    } catch (error) {
      logger.error({ err: error }, 'health check: the database cannot write');
      return 'The database cannot write';
    }
    return undefined;
  }
  return async (c) => {
    // Never cached: a load balancer must stop sending users the moment the API refuses them.
    const overloaded = overloadReason();
    if (overloaded) {
      c.header('Retry-After', '2');
      return c.json({ status: 'overloaded', database: database.driver, message: `The server is refusing new work: ${overloaded}` }, 503);
    }
    const now = Date.now();
    if (!last || now - last.at > CACHE_MS) last = { at: now, problem: await check() };
    if (last.problem) return c.json({ status: 'error', database: database.driver, message: last.problem }, 503);
    return c.json({ status: 'ok', database: database.driver });
  };
}

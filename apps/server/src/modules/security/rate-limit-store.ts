import { eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { rateLimit } from '../../db/security-schema';

export interface RateCounter {
  /** Adds one to the key's count in its current window (a new window once the last has ended). */
  increment(key: string, windowMs: number, now?: Date): Promise<number>;
  /** The key's count in its current window (0 once the window has ended). */
  count(key: string, now?: Date): Promise<number>;
  clear(key: string): Promise<void>;
  /** Drops rows whose window ended (called now and then, so the table stays small). */
  prune(now?: Date): Promise<void>;
}

/**
 * Fixed-window counters in the shared database: one atomic upsert per hit, so the limits hold across
 * restarts and across instances behind a load balancer.
 */
export function createRateCounter(db: AppDb): RateCounter {
  let hits = 0;
  const counter: RateCounter = {
    async increment(key, windowMs, now = new Date()) {
      const windowEnds = new Date(now.getTime() + windowMs);
      const [row] = await db
        .insert(rateLimit)
        .values({ key, count: 1, windowEnds })
        .onConflictDoUpdate({
          target: rateLimit.key,
          set: {
            count: sql`case when ${rateLimit.windowEnds} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimit.count} + 1 end`,
            windowEnds: sql`case when ${rateLimit.windowEnds} <= ${now.toISOString()}::timestamptz then ${windowEnds.toISOString()}::timestamptz else ${rateLimit.windowEnds} end`,
          },
        })
        .returning({ count: rateLimit.count });
      hits += 1;
      if (hits % 500 === 0) void counter.prune(now).catch(() => undefined);
      return row?.count ?? 1;
    },
    async count(key, now = new Date()) {
      const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key)).limit(1);
      return row && row.windowEnds.getTime() > now.getTime() ? row.count : 0;
    },
    async clear(key) {
      await db.delete(rateLimit).where(eq(rateLimit.key, key));
    },
    async prune(now = new Date()) {
      await db.delete(rateLimit).where(lt(rateLimit.windowEnds, now));
    },
  };
  return counter;
}

import { and, count, desc, eq, ilike, inArray, isNull, gt, or, sql, type SQL } from 'drizzle-orm';
import {
  adminDisplayName,
  containsPattern,
  decodeUserCursor,
  encodeUserCursor,
  subscriptionGrantsAccess,
  type AdminStats,
  type AdminUserPage,
  type UserListQuery,
} from '@lodestar/core';
import type { AppDb } from '../../db/client';
import { user } from '../../db/auth-schema';
import { subscription } from '../../db/billing-schema';

export class BadCursorError extends Error {}

/** created_at exactly as stored (microseconds), for the next page's keyset. */
const exactCreatedAt = sql<string>`to_char(${user.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of users, newest first, optionally those whose email or name contains the search text.
 * Keyset paging on (created_at, id) and trigram indexes on email and name keep every page fast
 * however many users there are (bench/admin-users.mjs).
 */
export async function listUsers(db: AppDb, input: UserListQuery, now = new Date()): Promise<AdminUserPage> {
  const conditions: SQL[] = [];
  if (input.query) {
    const pattern = containsPattern(input.query);
    conditions.push(or(ilike(user.email, pattern), ilike(user.name, pattern))!);
  }
  if (input.cursor) {
    const cursor = decodeUserCursor(input.cursor);
    if (!cursor) throw new BadCursorError('Invalid cursor');
    conditions.push(sql`(${user.createdAt}, ${user.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`);
  }
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      avatarVersion: user.avatarVersion,
      createdAt: user.createdAt,
      exactCreatedAt,
      status: subscription.status,
      plan: subscription.plan,
      currentPeriodEnd: subscription.currentPeriodEnd,
      grantedByAdmin: subscription.grantedByAdmin,
    })
    .from(user)
    .leftJoin(subscription, eq(subscription.userId, user.id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(input.limit + 1);

  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    users: page.map((row) => {
      const sub =
        row.status && row.plan
          ? {
              status: row.status,
              plan: row.plan,
              currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
              grantedByAdmin: row.grantedByAdmin ?? false,
            }
          : null;
      return {
        uid: row.id,
        email: row.email,
        displayName: adminDisplayName(row.name, row.email),
        hasSubscription: sub !== null && subscriptionGrantsAccess({ status: sub.status, currentPeriodEnd: row.currentPeriodEnd }, now),
        isAdmin: row.role === 'admin',
        createdAt: row.createdAt.toISOString(),
        subscription: sub,
        avatarVersion: row.avatarVersion,
      };
    }),
    nextCursor: rows.length > input.limit && last ? encodeUserCursor({ createdAt: last.exactCreatedAt, id: last.id }) : null,
  };
}

/** The Admin Panel's three stat cards. */
export async function adminStats(db: AppDb, now = new Date()): Promise<AdminStats> {
  const [users] = await db.select({ n: count() }).from(user);
  const [admins] = await db.select({ n: count() }).from(user).where(eq(user.role, 'admin'));
  const [active] = await db
    .select({ n: count() })
    .from(subscription)
    .where(
      and(
        inArray(subscription.status, ['active', 'trialing']),
        or(isNull(subscription.currentPeriodEnd), gt(subscription.currentPeriodEnd, now)),
      ),
    );
  return { users: users?.n ?? 0, activeSubscriptions: active?.n ?? 0, admins: admins?.n ?? 0 };
}

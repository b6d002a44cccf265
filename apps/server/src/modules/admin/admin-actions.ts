import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, grantDaysPeriod, isFinalStatus, subscriptionGrantsAccess } from '@lodestar/core';
import type { AppDb } from '../../db/client';
import { user } from '../../db/auth-schema';
import type { Logger } from '../../logger';
import { deleteUserCompletely, SubscriptionCancelError, type UserDeletionDeps } from '../account/delete-user';
import { BillingError } from '../billing/billing-errors';
import type { BillingUser } from '../billing/billing-service';
import { findSubscriptionByUser } from '../billing/billing-store';
import { isCurrent } from '../billing/subscription-view';
import { AdminError } from './admin-error';
import { lockSubscriptionRow, writeAdminGrant } from './admin-grants';
import { writeAudit, type AuditActor } from './audit';
import { promoteToAdmin } from './promote';

export type AdminActionDeps = UserDeletionDeps & { logger: Logger };

const notFound = (title: string) => new AdminError(404, 'USER_NOT_FOUND', title, ADMIN_MESSAGES.userNotFound);

async function findTarget(db: AppDb, id: string): Promise<BillingUser | undefined> {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, role: user.role })
    .from(user)
    .where(eq(user.id, id))
    .limit(1);
  return row;
}

/** 'Grant N Days Free': only to a user without a subscription (an admin grant replaces an ended one). */
export async function grantFreeDays(deps: AdminActionDeps, actor: AuditActor, userId: string, days: number, now = new Date()) {
  const { title } = ADMIN_MESSAGES.grantFailed;
  const target = await findTarget(deps.db, userId);
  if (!target) throw notFound(title);
  return deps.db.transaction(async (tx) => {
    await lockSubscriptionRow(tx, userId);
    const row = await findSubscriptionByUser(tx, userId);
    if (row && subscriptionGrantsAccess(row, now)) {
      throw new AdminError(409, 'ALREADY_SUBSCRIBED', title, ADMIN_MESSAGES.alreadySubscribed);
    }
    // A paid subscription still alive at its provider (past due, unpaid) would be orphaned by a grant.
    if (row && row.provider !== 'admin' && !isFinalStatus(row.status)) {
      throw new AdminError(409, 'PROVIDER_SUBSCRIPTION_OPEN', title, 'This user has an unpaid subscription: unsubscribe them first');
    }
    const period = grantDaysPeriod(days, now);
    await writeAdminGrant(tx, userId, period, now);
    await writeAudit(tx, {
      actor,
      action: 'grant-access',
      target: { id: target.id, email: target.email },
      details: { days, currentPeriodEnd: period.currentPeriodEnd?.toISOString() ?? null },
    });
    return { currentPeriodEnd: period.currentPeriodEnd?.toISOString() ?? null };
  });
}

/** Ends the user's subscription now: a paid one at its provider, an admin grant on its row. */
export async function unsubscribeUser(deps: AdminActionDeps, actor: AuditActor, userId: string, now = new Date()) {
  const { title } = ADMIN_MESSAGES.unsubscribeFailed;
  const target = await findTarget(deps.db, userId);
  if (!target) throw notFound(title);
  const row = await findSubscriptionByUser(deps.db, userId);
  if (!isCurrent(row, now)) throw new AdminError(409, 'NOT_SUBSCRIBED', title, ADMIN_MESSAGES.notSubscribed);
  try {
    await deps.billing.unsubscribe(target);
  } catch (error) {
    if (error instanceof BillingError) {
      if (error.code === 'NO_SUBSCRIPTION') throw new AdminError(409, 'NOT_SUBSCRIBED', title, ADMIN_MESSAGES.notSubscribed);
      throw new AdminError(error.status, error.code, title, error.message);
    }
    deps.logger.error({ err: error, userId }, 'admin unsubscribe failed');
    throw new AdminError(502, 'PAYMENT_PROVIDER_ERROR', title, ADMIN_MESSAGES.unsubscribeFailed.message);
  }
  await writeAudit(deps.db, {
    actor,
    action: 'unsubscribe',
    target: { id: target.id, email: target.email },
    details: { provider: row.provider, plan: row.plan, status: row.status },
  });
}

export async function makeAdmin(deps: AdminActionDeps, actor: AuditActor, userId: string) {
  const { title } = ADMIN_MESSAGES.promoteFailed;
  const result = await promoteToAdmin(deps.db, { by: 'id', id: userId }, actor);
  if (result.outcome === 'unknown') throw notFound(title);
  if (result.outcome === 'already-admin') throw new AdminError(409, 'ALREADY_ADMIN', title, ADMIN_MESSAGES.alreadyAdmin);
}

export async function deleteUserByAdmin(deps: AdminActionDeps, actor: AuditActor & { userId: string }, userId: string) {
  const { title, message } = ADMIN_MESSAGES.deleteFailed;
  if (userId === actor.userId) throw new AdminError(400, 'CANNOT_DELETE_SELF', title, ADMIN_MESSAGES.cannotDeleteSelf);
  const target = await findTarget(deps.db, userId);
  if (!target) throw notFound(title);
  try {
    await deleteUserCompletely(deps, target, { actor });
  } catch (error) {
    if (error instanceof SubscriptionCancelError) {
      throw new AdminError(502, 'PAYMENT_PROVIDER_ERROR', title, 'The subscription could not be cancelled, so the user was kept');
    }
    deps.logger.error({ err: error, userId }, 'admin delete-user failed');
    throw new AdminError(500, 'DELETE_FAILED', title, message);
  }
}

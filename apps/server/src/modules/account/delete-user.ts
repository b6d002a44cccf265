import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { account, session, user } from '../../db/auth-schema';
import { checkoutSession, subscription } from '../../db/billing-schema';
import type { Logger } from '../../logger';
import { writeAudit, type AuditActor } from '../admin/audit';
import { BillingError, ProviderNotFoundError } from '../billing/billing-errors';
import type { BillingService, BillingUser } from '../billing/billing-service';

export interface UserDeletionDeps {
  db: AppDb;
  logger: Logger;
  billing: Pick<BillingService, 'unsubscribe'>;
  /** The sync module's: closes the user's live connections and removes their stored document. */
  deleteDocument(userId: string): Promise<unknown>;
}

/** The payment provider could not end the user's subscription: nothing was deleted. */
export class SubscriptionCancelError extends Error {}

/**
 * Removes an account and everything of it: the paid subscription is ended at the provider first (a
 * failure stops here, so nobody is left paying for an account that no longer exists), then the
 * sessions go (no device can reconnect to sync), then the synced document, then the rows, in one
 * transaction with the audit entry when an admin did it. Tables of other modules that hold user data
 * reference user.id with ON DELETE CASCADE, so deleting the user row removes them too.
 */
export async function deleteUserCompletely(
  deps: UserDeletionDeps,
  target: BillingUser,
  audit?: { actor: AuditActor },
): Promise<void> {
  const { db, logger } = deps;
  try {
    await deps.billing.unsubscribe(target);
  } catch (error) {
    // Nothing to end: no current subscription here, or none left at the provider.
    const nothingToEnd = (error instanceof BillingError && error.code === 'NO_SUBSCRIPTION') || error instanceof ProviderNotFoundError;
    if (!nothingToEnd) {
      logger.error({ err: error, userId: target.id }, 'could not end the subscription of a user being deleted');
      throw new SubscriptionCancelError('The subscription could not be cancelled');
    }
  }
  await db.delete(session).where(eq(session.userId, target.id));
  await deps.deleteDocument(target.id);
  await db.transaction(async (tx) => {
    await tx.delete(subscription).where(eq(subscription.userId, target.id));
    await tx.delete(checkoutSession).where(eq(checkoutSession.userId, target.id));
    await tx.delete(session).where(eq(session.userId, target.id));
    await tx.delete(account).where(eq(account.userId, target.id));
    await tx.delete(user).where(eq(user.id, target.id));
    if (audit) {
      await writeAudit(tx, {
        actor: audit.actor,
        action: 'delete-user',
        target: { id: target.id, email: target.email },
      });
    }
  });
  logger.info({ userId: target.id, by: audit?.actor.email ?? 'self' }, 'account deleted');
}

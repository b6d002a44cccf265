import { sql } from 'drizzle-orm';
import { shouldApplySnapshot, type SnapshotVerdictReason } from '@lodestar/core';
import type { AppDb } from '../../db/client';
import { subscription } from '../../db/billing-schema';
import type { Logger } from '../../logger';
import {
  findCheckoutBySubscription,
  findSubscriptionByProviderId,
  findSubscriptionByUser,
  findUserIdByCustomer,
  userExists,
  type Executor,
} from './billing-store';
import type { ProviderName, ProviderSubscription } from './payment-provider';

export interface ApplyOptions {
  /** When the provider was in this state: the event's `created`, or now for a fresh read. */
  observedAt: Date;
  /** The user from the server's own checkout record, when the caller has one. */
  userId?: string | null;
}

export interface ApplyResult {
  applied: boolean;
  reason: SnapshotVerdictReason | 'unknown-user' | 'user-mismatch';
  userId: string | null;
}

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** Whose subscription this is: the stored owner first, then the server's own records, then the metadata it set. */
async function resolveUser(db: Executor, provider: ProviderName, snapshot: ProviderSubscription, hint?: string | null) {
  const stored = await findSubscriptionByProviderId(db, snapshot.id);
  if (stored) return hint && hint !== stored.userId ? { mismatch: true as const } : { userId: stored.userId };
  const candidates = [
    hint,
    (await findCheckoutBySubscription(db, snapshot.id))?.userId,
    snapshot.userId,
    snapshot.customerId ? await findUserIdByCustomer(db, provider, snapshot.customerId) : undefined,
  ];
  for (const candidate of candidates) {
    if (candidate && (await userExists(db, candidate))) return { userId: candidate };
  }
  return { userId: null };
}

/**
 * The one place a provider's subscription state reaches the database: Stripe webhooks, checkout
 * confirmations, the sandbox's payments and the user's own cancel/resume all go through it.
 */
export function createSnapshotWriter(db: AppDb, logger: Logger, now: () => Date = () => new Date(), onApplied?: (userId: string) => void) {
  return async function applySubscriptionSnapshot(
    provider: ProviderName,
    snapshot: ProviderSubscription,
    options: ApplyOptions,
  ): Promise<ApplyResult> {
    const owner = await resolveUser(db, provider, snapshot, options.userId);
    if ('mismatch' in owner) {
      logger.warn({ subscriptionId: snapshot.id, userId: options.userId }, 'subscription belongs to another user');
      return { applied: false, reason: 'user-mismatch', userId: null };
    }
    const { userId } = owner;
    if (!userId) {
      logger.warn({ subscriptionId: snapshot.id, provider }, 'subscription of no known user ignored');
      return { applied: false, reason: 'unknown-user', userId: null };
    }
    const result = await db.transaction(async (tx) => {
      // Serialises writers of one user's row, so two webhooks at once cannot both pass the ordering check.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
      const stored = await findSubscriptionByUser(tx, userId);
      const verdict = shouldApplySnapshot(
        stored
          ? {
              subscriptionId: stored.providerSubscriptionId,
              status: stored.status,
              currentPeriodStart: stored.currentPeriodStart,
              sourceUpdatedAt: stored.sourceUpdatedAt,
            }
          : null,
        {
          subscriptionId: snapshot.id,
          status: snapshot.status,
          currentPeriodStart: fromSeconds(snapshot.currentPeriodStart),
          sourceUpdatedAt: options.observedAt,
        },
      );
      if (!verdict.apply) {
        logger.info({ subscriptionId: snapshot.id, userId, reason: verdict.reason }, 'subscription snapshot skipped');
        return { applied: false, reason: verdict.reason, userId };
      }
      const sameSubscription = stored?.providerSubscriptionId === snapshot.id;
      const values = {
        provider,
        providerCustomerId: snapshot.customerId ?? (sameSubscription ? stored.providerCustomerId : null),
        providerSubscriptionId: snapshot.id,
        plan: snapshot.plan ?? (sameSubscription ? stored.plan : 'monthly'),
        status: snapshot.status,
        currentPeriodStart: fromSeconds(snapshot.currentPeriodStart),
        currentPeriodEnd: fromSeconds(snapshot.currentPeriodEnd),
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        grantedByAdmin: false,
        amountCents: snapshot.unitAmount,
        updatedAt: now(),
        sourceUpdatedAt: options.observedAt,
      };
      await tx
        .insert(subscription)
        .values({ id: crypto.randomUUID(), userId, ...values })
        .onConflictDoUpdate({ target: subscription.userId, set: values });
      return { applied: true, reason: verdict.reason, userId };
    });
    // A subscription that ended or changed: the user's open sync sockets are checked again at once.
    if (result.applied) onApplied?.(userId);
    return result;
  };
}

export type ApplySubscriptionSnapshot = ReturnType<typeof createSnapshotWriter>;

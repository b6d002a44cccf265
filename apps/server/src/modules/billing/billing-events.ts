import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { checkoutSession } from '../../db/billing-schema';
import type { Logger } from '../../logger';
import { findCheckoutSession, isEventRecorded, recordEvent, userExists } from './billing-store';
import type {
  BillingEvent,
  PaymentProvider,
  ProviderCheckoutSession,
  ProviderName,
  ProviderSubscription,
} from './payment-provider';
import type { ApplySubscriptionSnapshot } from './snapshot-writer';

export interface EventDeps {
  db: AppDb;
  logger: Logger;
  now: () => Date;
  providerFor: (name: ProviderName) => PaymentProvider;
  applySubscriptionSnapshot: ApplySubscriptionSnapshot;
}

/**
 * A completed checkout: the owner is the user who started it (the server's own record), never whoever
 * comes back with its id. The subscription is read from the provider unless the event carries it.
 */
export async function completeCheckout(
  deps: EventDeps,
  provider: ProviderName,
  session: ProviderCheckoutSession,
  carried?: { subscription: ProviderSubscription; observedAt: Date },
): Promise<void> {
  const row = await findCheckoutSession(deps.db, session.id);
  if (row && session.clientReferenceId && session.clientReferenceId !== row.userId) {
    deps.logger.warn({ sessionId: session.id }, 'checkout reference does not match the user who started it');
    return;
  }
  const userId =
    row?.userId ??
    (session.clientReferenceId && (await userExists(deps.db, session.clientReferenceId)) ? session.clientReferenceId : null);
  if (!userId || !session.subscriptionId) {
    deps.logger.warn({ sessionId: session.id }, 'completed checkout of no known user or without a subscription');
    return;
  }
  const snapshot = carried?.subscription ?? (await deps.providerFor(provider).retrieveSubscription(session.subscriptionId));
  await deps.applySubscriptionSnapshot(provider, snapshot, { observedAt: carried?.observedAt ?? deps.now(), userId });
  if (row && row.status !== 'complete') {
    await deps.db
      .update(checkoutSession)
      .set({
        status: 'complete',
        providerSubscriptionId: session.subscriptionId,
        providerCustomerId: session.customerId ?? row.providerCustomerId,
        completedAt: deps.now(),
      })
      .where(eq(checkoutSession.id, row.id));
  }
}

async function actOn(deps: EventDeps, provider: ProviderName, event: BillingEvent): Promise<void> {
  const createdAt = new Date(event.created * 1000);
  switch (event.kind) {
    case 'checkout-completed':
      return completeCheckout(
        deps,
        provider,
        event.session,
        event.subscription ? { subscription: event.subscription, observedAt: createdAt } : undefined,
      );
    case 'subscription-changed':
      await deps.applySubscriptionSnapshot(provider, event.subscription, { observedAt: createdAt });
      return;
    case 'invoice-paid': {
      // A renewal: the invoice does not carry the new period, so the subscription is read afresh.
      const snapshot = await deps.providerFor(provider).retrieveSubscription(event.subscriptionId);
      await deps.applySubscriptionSnapshot(provider, snapshot, { observedAt: deps.now() });
      return;
    }
    case 'ignored':
      return;
  }
}

/**
 * Acts on a verified provider event once per event id. The id is recorded after the work, so an
 * event whose processing failed is processed again when the provider retries it; two deliveries at
 * once may both act, which the ordering rule makes harmless.
 */
export async function processEvent(
  deps: EventDeps,
  provider: ProviderName,
  event: BillingEvent,
): Promise<{ duplicate: boolean }> {
  if (await isEventRecorded(deps.db, provider, event.id)) return { duplicate: true };
  await actOn(deps, provider, event);
  await recordEvent(deps.db, provider, event.id, event.type);
  return { duplicate: false };
}

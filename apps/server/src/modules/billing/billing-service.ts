import { eq } from 'drizzle-orm';
import { decideAccess, hasYearlyPerks, PLANS, type AccessDecision, type PaidPlanId } from '@lodestar/core';
import type { AppDb } from '../../db/client';
import { checkoutSession, subscription } from '../../db/billing-schema';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { BillingConfig } from './billing-config';
import { BillingError, notConfigured, PlanChangeNotPaidError } from './billing-errors';
import { completeCheckout, processEvent } from './billing-events';
import {
  findCheckoutSession,
  findCustomerId,
  findSubscriptionByUser,
  hasSubscribedBefore,
  type SubscriptionRow,
} from './billing-store';
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  type BillingEvent,
  type CheckoutUser,
  type PaymentProvider,
  type ProviderName,
} from './payment-provider';
import { createSnapshotWriter } from './snapshot-writer';
import { isCurrent, toSubscriptionView, type SubscriptionView } from './subscription-view';

export interface BillingUser extends CheckoutUser {
  role: string;
}

export interface BillingStatus extends AccessDecision {
  enforce: boolean;
  provider: ProviderName;
  configured: boolean;
  publishableKey?: string;
  subscription: SubscriptionView | null;
  /** The yearly plan's perks (exclusive themes, Labs): admins and current yearly subscribers (core hasYearlyPerks). */
  yearlyPerks: boolean;
}

export interface BillingServiceDeps {
  db: AppDb;
  env: Env;
  logger: Logger;
  config: BillingConfig;
  providers: { sandbox: PaymentProvider; stripe?: PaymentProvider };
  now?: () => Date;
  /** Called once a user's subscription row changed (their sync sockets' access is checked again). */
  onAccessChanged?: (userId: string) => void;
}

const noSubscription = () => new BillingError(404, 'NO_SUBSCRIPTION', 'You have no active subscription');

export function createBillingService(deps: BillingServiceDeps) {
  const { db, env, logger, config, providers } = deps;
  const now = deps.now ?? (() => new Date());
  const applySubscriptionSnapshot = createSnapshotWriter(db, logger, now, deps.onAccessChanged);

  const providerFor = (name: ProviderName): PaymentProvider => {
    const provider = name === 'stripe' ? providers.stripe : providers.sandbox;
    if (!provider) throw new BillingError(503, 'PAYMENTS_NOT_CONFIGURED', 'Stripe is not configured');
    return provider;
  };
  const current = () => providerFor(config.provider);
  const eventDeps = { db, logger, now, providerFor, applySubscriptionSnapshot };

  async function status(user: BillingUser): Promise<BillingStatus> {
    const row = await findSubscriptionByUser(db, user.id);
    const at = now();
    return {
      ...decideAccess({ subscription: row, role: user.role, enforce: env.ENFORCE_SUBSCRIPTION, now: at }),
      enforce: env.ENFORCE_SUBSCRIPTION,
      provider: config.provider,
      configured: config.configured,
      ...(config.publishableKey ? { publishableKey: config.publishableKey } : {}),
      subscription: toSubscriptionView(row, at),
      yearlyPerks: hasYearlyPerks({ role: user.role, subscription: row, now: at }),
    };
  }

  async function startCheckout(user: BillingUser, plan: PaidPlanId): Promise<{ url: string; sessionId: string }> {
    if (!config.configured) throw notConfigured();
    const row = await findSubscriptionByUser(db, user.id);
    if (isCurrent(row, now()) && row.provider !== 'admin' && (row.status === 'active' || row.status === 'trialing')) {
      throw new BillingError(
        409,
        'ALREADY_SUBSCRIBED',
        'You already have an active subscription. Change your plan from the Subscription panel.',
      );
    }
    const provider = current();
    // Every payment ends on the payment result; a first subscription goes on from it to the welcome page.
    const welcome = (await hasSubscribedBefore(db, user.id)) ? '' : '&welcome=1';
    const successUrl = `${env.BASE_URL}/subscription?success=true&session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}${welcome}`;
    const cancelUrl = `${env.BASE_URL}/subscription?canceled=true`;
    const customerId = await findCustomerId(db, user.id, provider.name);
    const session = await provider.createCheckoutSession({ user, plan, successUrl, cancelUrl, customerId });
    await db.insert(checkoutSession).values({
      id: crypto.randomUUID(),
      userId: user.id,
      provider: provider.name,
      providerSessionId: session.id,
      providerCustomerId: session.customerId,
      plan,
      successUrl: successUrl.replace(CHECKOUT_SESSION_ID_PLACEHOLDER, encodeURIComponent(session.id)),
      cancelUrl,
    });
    return { url: session.url, sessionId: session.id };
  }

  /** Asks the provider whether this user's checkout completed; the redirect back proves nothing by itself. */
  async function confirmCheckout(user: BillingUser, sessionId: string) {
    const row = await findCheckoutSession(db, sessionId);
    if (!row || row.userId !== user.id) {
      throw new BillingError(404, 'CHECKOUT_NOT_FOUND', 'No checkout session of yours has this id');
    }
    const session = await providerFor(row.provider).retrieveCheckoutSession(sessionId);
    if (session.clientReferenceId && session.clientReferenceId !== user.id) {
      throw new BillingError(404, 'CHECKOUT_NOT_FOUND', 'No checkout session of yours has this id');
    }
    if (session.status === 'complete') {
      await completeCheckout(eventDeps, row.provider, session);
    } else if (session.status === 'expired' && row.status === 'open') {
      await db.update(checkoutSession).set({ status: 'expired' }).where(eq(checkoutSession.id, row.id));
    }
    return { checkoutStatus: session.status, ...(await status(user)) };
  }

  async function currentRow(user: BillingUser): Promise<SubscriptionRow> {
    const row = await findSubscriptionByUser(db, user.id);
    if (!isCurrent(row, now())) throw noSubscription();
    return row;
  }

  /** Cancel, resume or end a subscription at its provider, then store what the provider answers. */
  async function change(user: BillingUser, action: 'cancelAtPeriodEnd' | 'resume' | 'cancelNow') {
    const row = await currentRow(user);
    if (row.provider === 'admin' || !row.providerSubscriptionId) {
      // An admin grant has no provider: the change is made on the stored row itself.
      const at = now();
      const set =
        action === 'cancelNow'
          ? { status: 'canceled' as const, currentPeriodEnd: at }
          : { cancelAtPeriodEnd: action === 'cancelAtPeriodEnd' };
      await db.update(subscription).set({ ...set, updatedAt: at, sourceUpdatedAt: at }).where(eq(subscription.id, row.id));
      deps.onAccessChanged?.(user.id);
      return status(user);
    }
    const snapshot = await providerFor(row.provider)[action](row.providerSubscriptionId);
    await applySubscriptionSnapshot(row.provider, snapshot, { observedAt: now(), userId: user.id });
    return status(user);
  }

  /**
   * Moves a paying subscription to the other plan at its provider (Stripe prorates), then stores what
   * the provider answers. An admin grant has no plan to change: its holder subscribes instead.
   */
  async function changePlan(user: BillingUser, plan: PaidPlanId) {
    const row = await currentRow(user);
    if (row.provider === 'admin' || !row.providerSubscriptionId) {
      throw new BillingError(409, 'NO_PAID_PLAN', 'Your free access has no plan to change. Choose a plan to subscribe.');
    }
    if (row.status !== 'active' && row.status !== 'trialing') {
      throw new BillingError(409, 'PLAN_NOT_CHANGEABLE', 'Your subscription has a payment to settle first. Open Manage Billing.');
    }
    if (row.plan === plan) throw new BillingError(409, 'SAME_PLAN', `You are already on the ${PLANS[plan].name} plan.`);
    let snapshot;
    try {
      snapshot = await providerFor(row.provider).changePlan(row.providerSubscriptionId, plan);
    } catch (error) {
      if (!(error instanceof PlanChangeNotPaidError)) throw error;
      throw new BillingError(
        402,
        'PLAN_CHANGE_NOT_PAID',
        'The payment for the new plan did not go through, so your plan is unchanged. Update your card in Manage Billing.',
      );
    }
    await applySubscriptionSnapshot(row.provider, snapshot, { observedAt: now(), userId: user.id });
    return status(user);
  }

  async function openPortal(user: BillingUser, returnUrl: string | undefined): Promise<{ url: string }> {
    const target = returnUrl ?? `${env.BASE_URL}/`;
    if (new URL(target, env.BASE_URL).origin !== new URL(env.BASE_URL).origin) {
      throw new BillingError(400, 'INVALID_RETURN_URL', 'The return address must be on this site');
    }
    const row = await findSubscriptionByUser(db, user.id);
    if (!row || row.provider === 'admin' || !row.providerCustomerId) {
      throw new BillingError(404, 'NO_BILLING_ACCOUNT', 'You have no billing account yet');
    }
    return providerFor(row.provider).createPortalSession({ customerId: row.providerCustomerId, returnUrl: target });
  }

  return {
    config,
    status,
    startCheckout,
    confirmCheckout,
    cancel: (user: BillingUser) => change(user, 'cancelAtPeriodEnd'),
    resume: (user: BillingUser) => change(user, 'resume'),
    unsubscribe: (user: BillingUser) => change(user, 'cancelNow'),
    changePlan,
    openPortal,
    applySubscriptionSnapshot,
    /** A verified provider event (a Stripe webhook, or a sandbox payment): each event id acts once. */
    handleEvent: (provider: ProviderName, event: BillingEvent) => processEvent(eventDeps, provider, event),
    /** Verifies a Stripe webhook; throws WebhookSignatureError when it does not verify. */
    parseWebhook: (rawBody: Uint8Array, headers: Headers) => providerFor('stripe').parseWebhook(rawBody, headers),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

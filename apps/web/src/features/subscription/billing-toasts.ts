import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notifications';

const TOAST_MS = 5000;
const TRY_LATER = 'Please try again later';

/** The spec's provider-not-configured toast (§8 Payments). */
export function notifyNotConfigured(): void {
  notify({
    id: 'billing-not-configured',
    type: 'error',
    title: 'Stripe not configured',
    message: 'Payments are not set up on this server yet. Please contact support.',
    duration: TOAST_MS,
    source: 'subscription',
  });
}

export type BillingAction = 'checkout' | 'cancel' | 'resume' | 'portal' | 'unsubscribe';

const TITLES: Record<BillingAction, string> = {
  checkout: 'Failed to start checkout',
  cancel: 'Failed to cancel subscription',
  resume: 'Failed to resume subscription',
  portal: 'Failed to open billing portal',
  unsubscribe: 'Failed to unsubscribe',
};

/**
 * A failed billing call. Refusals the user can act on keep the server's own words (already subscribed,
 * no billing account yet); anything else is the spec's 'Please try again later'.
 */
export function notifyBillingFailure(action: BillingAction, error: unknown): void {
  if (error instanceof ApiError && error.code === 'PAYMENTS_NOT_CONFIGURED') return notifyNotConfigured();
  const actionable = error instanceof ApiError && (error.status === 404 || error.status === 409);
  notify({
    id: `billing-${action}-failed`,
    type: 'error',
    title: TITLES[action],
    message: actionable ? error.message : TRY_LATER,
    duration: TOAST_MS,
    source: 'subscription',
  });
}

export function notifyWelcome(): void {
  notify({
    id: 'subscription-welcome',
    type: 'success',
    title: 'Welcome to Lodestar!',
    message: 'Your subscription is now active',
    duration: TOAST_MS,
    source: 'subscription',
  });
}

import { Lock } from '@phosphor-icons/react';
import type { BillingStatus } from './billing-api';

/**
 * 'Secure payment powered by' the provider that takes the payment. Without a status answer the provider
 * is unknown, so none is named (the gate's alert says the check failed) rather than guessing Stripe.
 */
export function ProviderNote({ provider }: { provider: BillingStatus['provider'] | undefined }) {
  if (!provider) return null;
  return (
    <p className="provider-note">
      <Lock size={14} aria-hidden="true" />
      {`Secure payment powered by ${provider === 'sandbox' ? 'the sandbox provider' : 'Stripe'}`}
    </p>
  );
}

/** The spec's provider-not-configured message, in place of a checkout that cannot start. */
export function ProviderNotConfigured() {
  return (
    <div className="provider-missing" role="status">
      <h2 className="provider-missing__title">Stripe not configured</h2>
      <p>Payments are not set up on this server yet, so a subscription cannot be bought. Please contact support.</p>
    </div>
  );
}

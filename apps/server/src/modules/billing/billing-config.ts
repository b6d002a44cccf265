import type { Env } from '../../env';
import { stripeSelected } from './billing-env';
import type { ProviderName } from './payment-provider';

export interface BillingConfig {
  provider: ProviderName;
  /**
   * Whether checkout can run. The sandbox completes payments without money, so a production server
   * uses it only when PAYMENT_PROVIDER=sandbox says so explicitly; otherwise it reports "not configured".
   */
  configured: boolean;
  publishableKey?: string;
}

export function billingConfig(env: Env): BillingConfig {
  if (stripeSelected(env)) return { provider: 'stripe', configured: true, publishableKey: env.STRIPE_PUBLISHABLE_KEY };
  return { provider: 'sandbox', configured: env.NODE_ENV !== 'production' || env.PAYMENT_PROVIDER === 'sandbox' };
}

import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { billingConfig } from './billing-config';
import { configError } from '../../test-support/config-error';

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PRICE_MONTHLY: 'price_month',
  STRIPE_PRICE_YEARLY: 'price_year',
};

describe('payment configuration', () => {
  it('defaults to the sandbox with enforcement on', () => {
    const env = loadEnv({});
    expect(env.ENFORCE_SUBSCRIPTION).toBe(true);
    expect(billingConfig(env)).toEqual({ provider: 'sandbox', configured: true });
  });

  it("turns enforcement off only with 'false'", () => {
    expect(loadEnv({ ENFORCE_SUBSCRIPTION: 'false' }).ENFORCE_SUBSCRIPTION).toBe(false);
    expect(loadEnv({ ENFORCE_SUBSCRIPTION: 'true' }).ENFORCE_SUBSCRIPTION).toBe(true);
    expect(configError({ ENFORCE_SUBSCRIPTION: 'no' })).toMatch(/^ {2}ENFORCE_SUBSCRIPTION: /m);
  });

  it('uses Stripe once the secret key and both prices are set', () => {
    const env = loadEnv({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_1' });
    expect(billingConfig(env)).toEqual({ provider: 'stripe', configured: true, publishableKey: 'pk_test_1' });
    expect(billingConfig(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).provider).toBe('sandbox');
    expect(billingConfig(loadEnv({ ...stripe, PAYMENT_PROVIDER: 'sandbox' })).provider).toBe('sandbox');
  });

  it('names every value with the wrong prefix, without echoing secrets', () => {
    const message = configError({
      STRIPE_SECRET_KEY: 'pk_live_leaked',
      STRIPE_PUBLISHABLE_KEY: 'sk_live_oops',
      STRIPE_PRICE_MONTHLY: 'prod_123',
      STRIPE_PRICE_YEARLY: 'price_ok',
      STRIPE_WEBHOOK_SECRET: 'secret_abc',
    });
    expect(message).toMatch(/^ {2}STRIPE_SECRET_KEY: must be a Stripe secret key starting with "sk_"$/m);
    expect(message).toMatch(/^ {2}STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key starting with "pk_"/m);
    expect(message).toMatch(/^ {2}STRIPE_PRICE_MONTHLY: must be a Stripe price id starting with "price_"/m);
    expect(message).toMatch(/^ {2}STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret starting with "whsec_"$/m);
    expect(message).not.toContain('pk_live_leaked');
    expect(message).not.toContain('secret_abc');
  });

  it('names what PAYMENT_PROVIDER=stripe is missing', () => {
    const message = configError({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(message).toMatch(/^ {2}STRIPE_PRICE_MONTHLY: is required when PAYMENT_PROVIDER is stripe/m);
    expect(message).toMatch(/^ {2}STRIPE_PRICE_YEARLY: is required when PAYMENT_PROVIDER is stripe/m);
  });

  it('requires the webhook secret for Stripe in production, and a STRIPE_API_BASE that is a URL', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), ...stripe };
    expect(configError(production)).toMatch(/^ {2}STRIPE_WEBHOOK_SECRET: is required in production/m);
    expect(loadEnv({ ...production, STRIPE_WEBHOOK_SECRET: 'whsec_1' }).STRIPE_WEBHOOK_SECRET).toBe('whsec_1');
    expect(configError({ STRIPE_API_BASE: 'localhost:12111' })).toMatch(/^ {2}STRIPE_API_BASE: /m);
  });

  it('does not take free sandbox payments in production unless told to', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(billingConfig(loadEnv(production))).toEqual({ provider: 'sandbox', configured: false });
    expect(billingConfig(loadEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' }))).toEqual({
      provider: 'sandbox',
      configured: true,
    });
  });
});

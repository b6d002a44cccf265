import { z } from 'zod';

/** A Stripe key or id: checked by its prefix, so a key pasted into the wrong variable is caught at start. */
export const stripeValue = (prefix: string, what: string) =>
  z
    .string()
    .trim()
    .refine((value) => value.startsWith(prefix), { message: `must be a Stripe ${what} starting with "${prefix}"` })
    .optional();

export const BILLING_SECRET_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

type BillingEnvInput = {
  NODE_ENV: string;
  PAYMENT_PROVIDER?: 'stripe' | 'sandbox';
  STRIPE_SECRET_KEY?: string;
  STRIPE_PRICE_MONTHLY?: string;
  STRIPE_PRICE_YEARLY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
};

/** Stripe is used when its secret key and both prices are set, unless PAYMENT_PROVIDER says otherwise. */
export function stripeSelected(env: BillingEnvInput): boolean {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER === 'stripe';
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_MONTHLY && env.STRIPE_PRICE_YEARLY);
}

/** Cross-variable rules, added to env.ts's superRefine. */
export function refineBillingEnv(env: BillingEnvInput, ctx: z.RefinementCtx): void {
  if (!stripeSelected(env)) return;
  const required = ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const;
  for (const name of required) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENT_PROVIDER is stripe' });
  }
  if (env.STRIPE_PRICE_MONTHLY && env.STRIPE_PRICE_MONTHLY === env.STRIPE_PRICE_YEARLY) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_PRICE_YEARLY'], message: 'must differ from STRIPE_PRICE_MONTHLY' });
  }
  if (env.NODE_ENV === 'production' && !env.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'is required in production when Stripe is used (cancellations and renewals arrive by webhook)',
    });
  }
}

import { z } from 'zod';
import { BILLING_SECRET_NAMES, refineBillingEnv, stripeValue } from './modules/billing/billing-env';
import { adminEmailList } from './modules/admin/admin-env';
import { parseAllowList } from './modules/outbound/address-policy';

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .optional();

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    BASE_URL: optionalUrl(['http', 'https']),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().min(3).default('Lodestar <no-reply@lodestar.local>'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    SIGN_IN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    SUPPORT_EMAIL: z.string().email().default('support@lodestar.local'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    TRUST_PROXY: booleanString.default(false),
    // Several server instances share sync documents through Redis when set (redis:// or rediss://).
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    ADMIN_EMAILS: adminEmailList,
    FRESH_LOGIN_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
    PAYMENT_PROVIDER: z.enum(['stripe', 'sandbox']).optional(),
    STRIPE_SECRET_KEY: stripeValue('sk_', 'secret key'),
    STRIPE_PUBLISHABLE_KEY: stripeValue('pk_', 'publishable key'),
    STRIPE_PRICE_MONTHLY: stripeValue('price_', 'price id'),
    STRIPE_PRICE_YEARLY: stripeValue('price_', 'price id'),
    STRIPE_WEBHOOK_SECRET: stripeValue('whsec_', 'webhook signing secret'),
    STRIPE_API_BASE: optionalUrl(['http', 'https']),
    ENFORCE_SUBSCRIPTION: booleanString.default(true),
    // Non-public addresses (IPs or CIDR ranges) that requests to user-typed URLs may reach; default none.
    OUTBOUND_ALLOW_HOSTS: z
      .string()
      .default('')
      .superRefine((value, ctx) => {
        try {
          parseAllowList(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' });
    }
    refineBillingEnv(env, ctx);
  });

export type Env = z.infer<typeof envSchema> & { BASE_URL: string };

/** Never echoed back in an error message: they may hold credentials. */
const SECRET_NAMES = new Set([
  'BETTER_AUTH_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  ...BILLING_SECRET_NAMES,
]);

export class EnvError extends Error {}

/** Parses the environment; a bad value throws an EnvError naming every offending variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, emptyAsUndefined(source[key])]),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      const value = SECRET_NAMES.has(name) ? undefined : source[name];
      return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
    });
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}

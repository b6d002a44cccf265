import { z } from 'zod';
import { BILLING_SECRET_NAMES, refineBillingEnv, stripeSelected, stripeValue } from './modules/billing/billing-env';
import { adminEmailList } from './modules/admin/admin-env';
import { parseAllowList } from './modules/outbound/address-policy';
import { missingForNetwork } from './modules/security/listen-policy';
import { extensionOriginList } from './modules/extension/extension-origins';

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
    HOST: z.string().min(1).default('127.0.0.1'),
    BASE_URL: optionalUrl(['http', 'https']),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    // PostgreSQL: a connection attempt or query taking longer fails (the request answers 503) instead of hanging.
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
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
    // With TRUST_PROXY: how many proxies of the operator's own append to X-Forwarded-For.
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    // Serving the development outbox and sandbox beyond loopback is refused unless this says so.
    INSECURE_DEV_ON_NETWORK: booleanString.default(false),
    // Mails (sign-ups, sign-in links, confirmations...) one client address may cause per hour.
    AUTH_MAIL_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
    // Mails of any kind the server sends to one email address per hour; more are refused (429).
    MAIL_LIMIT_PER_RECIPIENT: z.coerce.number().int().min(1).max(1_000_000).default(10),
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
    // Bookmark favicons: fetched by the server from each site (false: a letter tile for every site).
    FAVICON_FETCH: booleanString.default(true),
    FAVICON_CACHE_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(168),
    // The favicon cache's size on disk; past it the least recently used sites' icons are deleted.
    FAVICON_CACHE_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(100),
    // Focus music: an operator's own tracks (audio files and a catalog.json) and background pre-rendering
    // of the generated tracks (default on, off in tests).
    MUSIC_DIR: z.string().min(1).optional(),
    // A folder of the operator's own photos: the start page's 'a new one each day' turns through them.
    BACKGROUND_PHOTOS_DIR: z.string().min(1).optional(),
    MUSIC_PRERENDER: booleanString.optional(),
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
    // Seals linked calendar accounts' refresh tokens and CalDAV passwords; generated into DATA_DIR when unset.
    CALENDAR_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    // Google Calendar endpoints; tests point them at a local server speaking the same protocol.
    GOOGLE_CALENDAR_AUTH_URL: optionalUrl(['http', 'https']).default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: optionalUrl(['http', 'https']).default('https://oauth2.googleapis.com/token'),
    GOOGLE_CALENDAR_API_BASE: optionalUrl(['http', 'https']).default('https://www.googleapis.com/calendar/v3'),
    // Seals agents' secret header values at rest; generated into DATA_DIR/secrets.key when unset.
    SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    // An agent's webhook call is abandoned after this long (5 minutes; tests shorten it).
    AGENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
    // Agent runs one user may start per minute.
    AGENT_RUNS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
    // An agent's webhook that stays silent this long (no answer, or a pause in its body) is dropped.
    AGENT_IDLE_TIMEOUT_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
    // How much of a webhook's answer is kept; the rest is not downloaded and the run says it was cut.
    AGENT_MAX_RESPONSE_KB: z.coerce.number().int().min(1).max(10_240).default(2_048),
    // Agent runs and tests in flight at once, per user and in the whole server; more answer 429.
    AGENT_CONCURRENT_RUNS_PER_USER: z.coerce.number().int().min(1).max(1_000).default(2),
    AGENT_CONCURRENT_RUNS: z.coerce.number().int().min(1).max(10_000).default(16),
    // Megabytes of agent uploads (trigger bodies, by their declared length) in flight in the whole server; a run
    // that would pass it answers 429 before its upload is read. A run alone always fits.
    AGENT_UPLOADS_IN_FLIGHT_MB: z.coerce.number().int().min(1).max(10_000).default(32),
    // Load shedding: past either limit new requests and sync connections are refused (503, Retry-After) so the
    // ones taken stay fast; /healthz is never refused. 0 turns a limit off.
    OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(1_000_000).default(512),
    // One client's share of the requests in flight (by address, and by session once signed in), counted from its
    // headers until its answer, body included; past it the client is answered 429. Well under OVERLOAD_MAX_IN_FLIGHT,
    // which counts a request only once its body has arrived. Behind a proxy, set TRUST_PROXY or every user is one address.
    OVERLOAD_MAX_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(32),
    // Slow clients: a request's headers must arrive within HTTP_HEADERS_TIMEOUT_MS and the whole request within
    // HTTP_REQUEST_TIMEOUT_MS (the connection is closed); an API body not read within HTTP_BODY_TIMEOUT_MS answers 408.
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    HTTP_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    // Default 500, and off when NODE_ENV=test (tests share loaded machines; the shedding tests set it).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    // Seconds a session lookup is reused (0: off); a revocation reaches other instances within this time.
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    // Sync WebSockets one account, and one client address, may hold open at once (tabs and devices).
    SYNC_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(30),
    SYNC_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(300),
    // Open sync sockets are checked again this often (session still valid, access still granted); a revocation
    // (sign-out, password reset or change, access ended) closes them at once besides, on every instance.
    SYNC_RECHECK_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
    // Picture uploads (backgrounds and profile pictures) received, waiting or being decoded at once on the server
    // (each user one at a time); past it an upload answers 503 with Retry-After.
    BACKGROUND_UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(1_000).default(4),
    // Calendar accounts one user may try to add per minute (each try downloads and reads a feed); more answer 429.
    CALENDAR_ADDS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
    // Documents held in memory at once (a document is unloaded when its last connection closes).
    SYNC_MAX_DOCUMENTS: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
    // The new-tab extension's origins (its store ids) allowed to call the API and sync with credentials.
    EXTENSION_ORIGINS: extensionOriginList,
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
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['HTTP_HEADERS_TIMEOUT_MS'], message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS' });
    }
    refineBillingEnv(env, ctx);
    const missing = missingForNetwork(env, stripeSelected(env as Parameters<typeof stripeSelected>[0]));
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['HOST'],
        message:
          `${env.TRUST_PROXY ? 'behind a proxy (TRUST_PROXY=true)' : `listening on ${env.HOST}`}, the server is reachable from the network and needs production settings: ${missing.join('; ')}. ` +
          'Or set INSECURE_DEV_ON_NETWORK=true to serve the development outbox and sandbox to the network anyway',
      });
    }
  });

export type Env = z.infer<typeof envSchema> & { BASE_URL: string };

/** Never echoed back in an error message: they may hold credentials. */
const SECRET_NAMES = new Set([
  'BETTER_AUTH_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'SECRETS_KEY',
  'CALENDAR_ENCRYPTION_KEY',
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

import type { PlaywrightTestConfig, Project } from '@playwright/test';

/**
 * The servers an e2e run starts. Each app server is a separate `npm run serve` on its own port with
 * its own fresh DATA_DIR and environment, and gets a Playwright project of the same name whose
 * specs run against it. To add one (for instance ENFORCE_SUBSCRIPTION=true for the subscription
 * gate), add an entry to APP_SERVERS in playwright.config.ts with the specs it owns.
 */
type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[number];

export interface AppServerSpec {
  /** The project name, shown in reports. */
  name: string;
  /**
   * Offset from the base port (E2E_PORT, default 4310); the OpenID provider takes offset 1. A run uses
   * E2E_PORT..E2E_PORT+4 today (main 0, paid 2, extension 3, capacity 4): a new server takes the next one.
   */
  portOffset: number;
  /** Server variables beyond the shared e2e defaults. */
  env?: Record<string, string>;
  /** Specs that run against this server. Specs claimed by no other server run against the first one. */
  testMatch?: RegExp;
}

export const BASE_PORT = Number(process.env.E2E_PORT ?? 4310);
export const HOST = '127.0.0.1';
export const OIDC = {
  port: BASE_PORT + 1,
  issuer: `http://${HOST}:${BASE_PORT + 1}`,
  clientId: 'lodestar-e2e',
  clientSecret: 'lodestar-e2e-client-secret',
};

export const baseUrlOf = (spec: AppServerSpec) => `http://${HOST}:${BASE_PORT + spec.portOffset}`;
/** Better Auth's callback for a generic OAuth provider: {basePath}/callback/{providerId}. */
export const googleCallbackOf = (spec: AppServerSpec) => `${baseUrlOf(spec)}/api/auth/callback/google`;

export function oidcWebServer(apps: AppServerSpec[]): WebServer {
  return {
    command: 'node --import tsx e2e/support/oidc-server.ts',
    url: `${OIDC.issuer}/.well-known/openid-configuration`,
    env: {
      OIDC_HOST: HOST,
      OIDC_PORT: String(OIDC.port),
      OIDC_CLIENT_ID: OIDC.clientId,
      OIDC_CLIENT_SECRET: OIDC.clientSecret,
      OIDC_REDIRECT_URIS: apps.map(googleCallbackOf).join(','),
    },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

export function appWebServer(spec: AppServerSpec): WebServer {
  const port = BASE_PORT + spec.portOffset;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST,
    PORT: String(port),
    BASE_URL: baseUrlOf(spec),
    LOG_LEVEL: 'warn',
    // Every spec's browser comes from 127.0.0.1: one client address signing up hundreds of accounts.
    AUTH_MAIL_LIMIT_PER_ADDRESS: '100000',
    // ...and two workers' browsers share that address's share of the requests in flight.
    OVERLOAD_MAX_IN_FLIGHT_PER_CLIENT: '100000',
    GOOGLE_CLIENT_ID: OIDC.clientId,
    GOOGLE_CLIENT_SECRET: OIDC.clientSecret,
    GOOGLE_ISSUER: OIDC.issuer,
    // Several developers may run e2e at once, each on its own E2E_PORT with its own build (E2E_WEB_DIST).
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    ...spec.env,
  };
  return {
    // serve-app.ts runs `npm run serve` (as the README says) on a fresh temp DATA_DIR with exactly
    // this environment: server variables from the developer's shell (DATABASE_URL, SMTP_URL...) are dropped.
    command: 'node --import tsx e2e/support/serve-app.ts',
    url: `${baseUrlOf(spec)}/healthz`,
    env: { LODESTAR_E2E_SERVER_ENV: JSON.stringify(env) },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

export function appProjects(apps: AppServerSpec[], use: Project['use']): Project[] {
  const claimed = apps.flatMap((app) => (app.testMatch ? [app.testMatch] : []));
  return apps.map((app, index) => ({
    name: app.name,
    testMatch: app.testMatch ?? /.*\.spec\.ts/,
    testIgnore: index === 0 && !app.testMatch ? claimed : undefined,
    use: { ...use, baseURL: baseUrlOf(app) },
  }));
}

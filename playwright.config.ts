import { defineConfig } from '@playwright/test';
import { appProjects, appWebServer, oidcWebServer, type AppServerSpec } from './e2e/support/servers';
import { DOWNLOADED_EXTENSION_DIR, extensionOrigin } from './e2e/support/extension';

/**
 * End-to-end tests in the system Chromium (CHROME_PATH, default /usr/bin/chromium; no browser
 * download). `npm run test:e2e` builds the web app first; Playwright then starts a local OpenID
 * provider (standing in for Google) and one app server per entry below, each with a fresh DATA_DIR.
 */
const APP_SERVERS: AppServerSpec[] = [
  // Subscription enforcement is the subject of its own server and specs; the sign-in journeys run without it.
  // admin@example.com is an admin at sign-up (the Admin Panel journeys); a session counts as a recent
  // sign-in for 1 minute only, so the email change can be seen asking for the password again.
  {
    name: 'main',
    portOffset: 0,
    env: {
      ENFORCE_SUBSCRIPTION: 'false',
      ADMIN_EMAILS: 'admin@example.com',
      FRESH_LOGIN_MINUTES: '1',
      // Calendar feeds, agents' webhooks and favicons reach the specs' own servers on loopback.
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      // Bookmarked sites (github.com...) are never asked from a test: every card gets its letter tile.
      FAVICON_FETCH: 'false',
    },
  },
  // The gate, the sandbox checkout and the Subscription panel, with enforcement on (offset 1 is the OpenID provider);
  // the yearly plan's themes and Labs, and the accessibility sweep (the gate is one of its pages).
  {
    name: 'paid',
    portOffset: 2,
    env: {
      ENFORCE_SUBSCRIPTION: 'true',
      PAYMENT_PROVIDER: 'sandbox',
      ADMIN_EMAILS: 'admin@example.com',
      FAVICON_FETCH: 'false',
      // The accessibility sweep's calendar reads an ICS feed served by the spec on loopback.
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    },
    testMatch: /(^|[\\/])(subscription[^\\/]*\.spec\.ts|billing-[^\\/]*\.spec\.ts|themes[^\\/]*\.spec\.ts|accessibility[^\\/]*\.spec\.ts|paid[\\/].*\.spec\.ts)$/,
  },
  // The new-tab extension (issue 25): the origins of its unpacked build and of the zip the specs download from
  // this server are listed; enforcement and the sandbox on.
  {
    name: 'extension',
    portOffset: 3,
    env: { ENFORCE_SUBSCRIPTION: 'true', PAYMENT_PROVIDER: 'sandbox', FAVICON_FETCH: 'false', EXTENSION_ORIGINS: `${extensionOrigin()},${extensionOrigin(DOWNLOADED_EXTENSION_DIR)}` },
    testMatch: /(^|[\\/])extension[^\\/]*\.spec\.ts$/,
  },
  // The sync server's capacity limits as a user meets them (issue 26): two connections per account and one
  // document in memory, so a third tab, or a second user, is refused and told why.
  {
    name: 'capacity',
    portOffset: 4,
    env: { ENFORCE_SUBSCRIPTION: 'false', SYNC_MAX_CONNECTIONS_PER_USER: '2', SYNC_MAX_DOCUMENTS: '1', FAVICON_FETCH: 'false' },
    testMatch: /(^|[\\/])sync-capacity\.spec\.ts$/,
  },
];

const CI = process.env.CI === 'true';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Tests make their own users, so two run at once (E2E_WORKERS to change it): the accessibility sweeps alone
  // would otherwise add most of an hour to a run.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: 'list',
  // A journey signs up, confirms a mail and opens the dashboard before it tests anything: on a shared 2-core CI
  // machine with two browsers and five servers that alone can take 20 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  webServer: [oidcWebServer(APP_SERVERS), ...APP_SERVERS.map(appWebServer)],
  projects: appProjects(APP_SERVERS, {
    browserName: 'chromium',
    // A trace records every action's DOM and a screencast: recorded for every test it nearly doubles the browser's
    // work (bench/browser-cpu.mjs). In CI only a retry records one, so a failure still leaves a trace to read.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  }),
});

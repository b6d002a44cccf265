import { defineConfig } from '@playwright/test';
import { appProjects, appWebServer, oidcWebServer, type AppServerSpec } from './e2e/support/servers';

/**
 * `npm run screenshots` (scripts/screenshots.mjs picks the free ports and runs this): one app server on a fresh
 * DATA_DIR with the subscription gate and the sandbox payments, the local OpenID provider for the login page's
 * Google button, and e2e/screenshots/*.shots.ts writing the pictures of docs/screenshots/.
 */
const APP: AppServerSpec = {
  name: 'screenshots',
  portOffset: 0,
  env: {
    ENFORCE_SUBSCRIPTION: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    // The realistic user's calendar feed is served on loopback; bookmarked sites are never asked for icons.
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    FAVICON_FETCH: 'false',
  },
  testMatch: /\.shots\.ts$/,
};

export default defineConfig({
  testDir: 'e2e/screenshots',
  workers: 1,
  reporter: 'list',
  timeout: 15 * 60_000,
  // Generous: the pictures are often taken on a busy machine.
  expect: { timeout: 60_000 },
  outputDir: 'test-results/screenshots',
  // A busy machine may take minutes to start the server (migrations on a fresh PGlite).
  webServer: [oidcWebServer([APP]), { ...appWebServer(APP), timeout: 5 * 60_000 }],
  projects: appProjects([APP], {
    browserName: 'chromium',
    // A control that is not there (a screen renamed) fails its picture instead of waiting for the test's end.
    actionTimeout: 60_000,
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' },
  }),
});

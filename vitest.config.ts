import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server test files that never open the database. scripts/test-server.mjs sets SERVER_TESTS_REPEAT=1 for
 * its second run (PostgreSQL), which would only repeat them; the music generator renders every track.
 */
const DATABASE_FREE = [
  '**/modules/music/generator.test.ts',
  '**/db/database-unavailable.test.ts',
  '**/modules/snapshots/snapshot-scheduler.test.ts',
  '**/modules/sync/document-size-limit.test.ts',
  '**/env-docs.test.ts',
];
/** Server test files that start a PostgreSQL of their own (they restart and stop it): run once too. */
const OWN_DATABASE = ['**/reliability/postgres-restart.test.ts'];
const repeatRun = process.env.SERVER_TESTS_REPEAT === '1';

export default defineConfig({
  test: {
    projects: [
      // Pure functions and the repository's own checks (the lint rules, the documentation's links): nothing to isolate.
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], isolate: false } },
      { test: { name: 'tooling', include: ['eslint-rules/**/*.test.ts', 'scripts/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Needs a Redis and a PostgreSQL server: its own project, run by scripts/test-server.mjs.
          exclude: [...configDefaults.exclude, '**/*.redis.test.ts', ...(repeatRun ? [...DATABASE_FREE, ...OWN_DATABASE] : [])],
          // Each file builds its own app on its own database; files in parallel would fight over 2 cores.
          fileParallelism: false,
          // Every file builds its server from its own env (buildServer holds no module state), so the modules are
          // loaded once for the run instead of once per file: loading them was over a third of the run.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-redis',
          include: ['apps/server/src/**/*.redis.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom and the libraries loaded once per worker for all files: building a new jsdom and importing React
          // and Radix again for every file was three quarters of the run (330 s against about 35 s shared).
          // fresh-page.ts gives each file the app's modules afresh, an empty page and storage, and jsdom's globals.
          isolate: false,
          setupFiles: ['apps/web/src/test-support/fresh-page.ts'],
        },
      },
    ],
  },
});

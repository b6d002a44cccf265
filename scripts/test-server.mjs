#!/usr/bin/env node
// The server integration tests on both database drivers: PGlite first, then PostgreSQL when
// TEST_DATABASE_URL is set (scripts/throwaway-postgres.sh starts one), and the Redis relay between two
// instances when TEST_REDIS_URL is set as well (scripts/throwaway-redis.sh). Extra arguments go to vitest.
// Exits non-zero if any run fails.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const vitest = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const extraArgs = process.argv.slice(2);

/** The URL without its password, for printing. */
function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

function run(label, databaseUrl, { project = 'server', redisUrl, repeat = false } = {}) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (redisUrl) env.REDIS_URL = redisUrl;
  console.log(`\n=== server tests on ${label} ===\n`);
  const started = performance.now();
  // The second run leaves out the files that never open a database (vitest.config.ts lists them).
  if (repeat) env.SERVER_TESTS_REPEAT = '1';
  const result = spawnSync(process.execPath, [vitest, 'run', '--project', project, ...extraArgs], {
    env,
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  return { label, ok, seconds };
}

const runs = [run('PGlite (embedded, a temp DATA_DIR per test file)')];
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  runs.push(
    run(`PostgreSQL at ${redact(testDatabaseUrl)} (a fresh database per test file)`, testDatabaseUrl, { repeat: true }),
  );
} else {
  console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run (scripts/throwaway-postgres.sh starts one).');
}
const testRedisUrl = process.env.TEST_REDIS_URL;
if (testRedisUrl && testDatabaseUrl) {
  runs.push(
    run(`two instances sharing PostgreSQL through Redis at ${redact(testRedisUrl)}`, testDatabaseUrl, {
      project: 'server-redis',
      redisUrl: testRedisUrl,
    }),
  );
} else {
  console.log('TEST_REDIS_URL or TEST_DATABASE_URL is not set: skipping the Redis run (scripts/throwaway-redis.sh starts one).');
}

console.log('\n=== server tests: summary ===');
for (const { label, ok, seconds } of runs) console.log(`${ok ? 'passed' : 'FAILED'}  ${seconds} s  ${label}`);
process.exit(runs.every((r) => r.ok) ? 0 : 1);

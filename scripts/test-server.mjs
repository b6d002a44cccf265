#!/usr/bin/env node
// The server integration tests on both database drivers: PGlite first, then PostgreSQL when
// TEST_DATABASE_URL is set (scripts/throwaway-postgres.sh starts one), and the Redis relay between two
// instances when TEST_REDIS_URL is set as well (scripts/throwaway-redis.sh). `--runs pglite` or
// `--runs postgres,redis` picks some of the three (CI runs the first, then the other two); other arguments go
// to vitest. Exits non-zero if any run fails.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const vitest = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const RUNS = ['pglite', 'postgres', 'redis'];
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const chosen = runsAt === -1 ? RUNS : (args[runsAt + 1] ?? '').split(',').filter(Boolean);
const unknown = chosen.filter((name) => !RUNS.includes(name));
if (chosen.length === 0 || unknown.length > 0) {
  console.error(`--runs takes a comma-separated list of ${RUNS.join(', ')}; got "${args[runsAt + 1] ?? ''}"`);
  process.exit(2);
}
const extraArgs = runsAt === -1 ? args : args.filter((_, index) => index !== runsAt && index !== runsAt + 1);

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

const runs = [];
if (chosen.includes('pglite')) runs.push(run('PGlite (embedded, a temp DATA_DIR per test file)'));
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const testRedisUrl = process.env.TEST_REDIS_URL;
if (chosen.includes('postgres') && testDatabaseUrl) {
  runs.push(
    run(`PostgreSQL at ${redact(testDatabaseUrl)} (a fresh database per test file)`, testDatabaseUrl, { repeat: true }),
  );
} else if (chosen.includes('postgres')) {
  console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run (scripts/throwaway-postgres.sh starts one).');
}
if (chosen.includes('redis') && testRedisUrl && testDatabaseUrl) {
  runs.push(
    run(`two instances sharing PostgreSQL through Redis at ${redact(testRedisUrl)}`, testDatabaseUrl, {
      project: 'server-redis',
      redisUrl: testRedisUrl,
    }),
  );
} else if (chosen.includes('redis')) {
  console.log('TEST_REDIS_URL or TEST_DATABASE_URL is not set: skipping the Redis run (scripts/throwaway-redis.sh starts one).');
}

console.log('\n=== server tests: summary ===');
for (const { label, ok, seconds } of runs) console.log(`${ok ? 'passed' : 'FAILED'}  ${seconds} s  ${label}`);
process.exit(runs.every((r) => r.ok) ? 0 : 1);

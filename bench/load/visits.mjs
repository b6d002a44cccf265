// Many new tabs opening at once (issue 26): each visit reads the app shell, the session and the billing
// status, opens a sync connection until its first sync and closes it. Finds the visits per second one
// instance serves at several levels of concurrency. Servers on 127.0.0.1 only, started and stopped here.
//   node --import tsx bench/load/visits.mjs [--db postgres|pglite] [--concurrency 5,20,50] [--seconds 15] [--users 50]
import { visit } from './lib/visit.ts';
import { arg, machine, printTable, processMeter, summarize, writeResult } from './lib/report.mjs';
import { createUsersInPostgres, signUpMany, startInstance, startPostgres, stopAll } from './lib/stack.mjs';

const db = arg('db', 'postgres');
const levels = arg('concurrency', '5,20,50').split(',').map(Number);
const seconds = Number(arg('seconds', '15'));
const userCount = Number(arg('users', db === 'postgres' ? '200' : '20'));
const out = arg('out', `visits-${db}`);

try {
  const databaseUrl = db === 'postgres' ? startPostgres() : undefined;
  const server = await startInstance({ databaseUrl });
  const users = databaseUrl ? await createUsersInPostgres(databaseUrl, userCount, server.baseUrl) : await signUpMany(server, userCount);
  const meter = processMeter(server.pid);
  const rows = [];
  for (const concurrency of levels) {
    const durations = [];
    const errors = {};
    meter.sample();
    const end = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const result = await visit(server, users[Math.floor(Math.random() * users.length)]);
          durations.push(result.ms);
          if (result.error) errors[result.error] = (errors[result.error] ?? 0) + 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const usage = meter.sample();
    const latency = summarize(durations);
    rows.push({
      concurrency,
      visits: durations.length,
      'visits/s': Math.round((durations.length / elapsed) * 10) / 10,
      'p50 ms': latency.p50,
      'p99 ms': latency.p99,
      'max ms': latency.max,
      errors: Object.values(errors).reduce((a, b) => a + b, 0),
      'error kinds': errors,
      'server CPU %': usage.cpuPercent,
      'RSS MB': usage.rssMb,
      'load avg': machine().loadAverage.join(' '),
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
  printTable(`visits (${db}): new tabs opening at once, ${seconds} s per row`, rows);
  writeResult(out, { db, seconds, users: userCount, rows });
} finally {
  await stopAll();
}

// Steady load for a set time (issue 26: 10 minutes at a third of the limit found by devices.mjs): the
// server's memory (RSS) every 10 s, at the start and the end, and its growth after the warm-up minute.
// One instance on PostgreSQL, started and stopped here on 127.0.0.1.
//   node --import tsx bench/load/soak.mjs [--devices 330] [--minutes 10] [--edit-every 5000]
import { runDevices } from './lib/device-sim.ts';
import { devicesOf, usersFor } from './lib/measure-devices.mjs';
import { arg, machine, printTable, processMeter, summarize, writeResult } from './lib/report.mjs';
import { createUsersInPostgres, startInstance, startPostgres, stopAll } from './lib/stack.mjs';

const devices = Number(arg('devices', '330'));
const minutes = Number(arg('minutes', '10'));
const editEveryMs = Number(arg('edit-every', '5000'));
const warmUpSeconds = Math.min(60, Math.round((minutes * 60) / 5));
const out = arg('out', 'soak');

try {
  const databaseUrl = startPostgres();
  const server = await startInstance({ databaseUrl });
  const users = await createUsersInPostgres(databaseUrl, usersFor(devices), server.baseUrl);
  const meter = processMeter(server.pid);
  const timeline = [];
  let second = 0;
  const run = await runDevices({
    users,
    devicesOf,
    urlFor: () => server.syncUrl,
    durationMs: minutes * 60_000,
    editEveryMs,
    onSecond: () => {
      second += 1;
      if (second % 10 === 0) timeline.push({ second, ...meter.sample(), loadAverage: machine().loadAverage[0] });
    },
  });
  const afterWarmUp = timeline.find((s) => s.second >= warmUpSeconds) ?? timeline[0];
  const last = timeline.at(-1);
  const growthPercent = Math.round(((last.rssMb - afterWarmUp.rssMb) / afterWarmUp.rssMb) * 1000) / 10;
  const { latencies, ...counts } = run;
  const summary = {
    devices: counts.devices,
    minutes,
    'held (start/end)': `${counts.connectedAtStart}/${counts.connectedAtEnd}`,
    sent: counts.sent,
    acked: counts.acknowledged,
    lost: counts.lost,
    'p99 ms': summarize(latencies).p99,
    'RSS first MB': timeline[0]?.rssMb,
    [`RSS at ${warmUpSeconds} s MB`]: afterWarmUp.rssMb,
    'RSS end MB': last.rssMb,
    'RSS max MB': Math.max(...timeline.map((s) => s.rssMb)),
    'growth after warm-up %': growthPercent,
    'load avg': machine().loadAverage.join(' '),
  };
  printTable('RSS every minute', timeline.filter((s) => s.second % 60 === 0 || s === last));
  printTable(`soak: ${devices} devices, ${minutes} min, an edit every ${editEveryMs / 1000} s each`, [summary]);
  writeResult(out, { summary, counts, latencyMs: summarize(latencies), timeline });
} finally {
  await stopAll();
}

// One devices run against running instances: the simulation (device-sim.ts) plus the servers' CPU and RSS.
import { runDevices } from './device-sim.ts';
import { machine, processMeter, summarize } from './report.mjs';

/** Users with two devices, every fourth with one: about `devices` devices in all. */
export function usersFor(devices) {
  let users = 0;
  let count = 0;
  while (count < devices) count += devicesOf(users++);
  return users;
}
export const devicesOf = (userIndex) => (userIndex % 4 === 3 ? 1 : 2);

export async function measureDevices({ instances, users, seconds, editEveryMs, urlFor, label }) {
  const meters = instances.map((instance) => processMeter(instance.pid));
  const samples = instances.map(() => []);
  for (const meter of meters) meter.sample();
  const rssBefore = instances.map((instance) => processMeter(instance.pid).sample().rssMb);
  const run = await runDevices({
    users,
    devicesOf,
    urlFor: urlFor ?? (() => instances[0].syncUrl),
    durationMs: seconds * 1000,
    editEveryMs,
    onSecond: () => meters.forEach((meter, i) => samples[i].push(meter.sample())),
  });
  const { latencies, ...counts } = run;
  const servers = samples.map((list, i) => ({
    rssBeforeMb: rssBefore[i],
    cpuAvgPercent: list.length ? Math.round(list.reduce((s, x) => s + x.cpuPercent, 0) / list.length) : null,
    cpuMaxPercent: list.length ? Math.max(...list.map((x) => x.cpuPercent)) : null,
    rssMaxMb: list.length ? Math.max(...list.map((x) => x.rssMb)) : null,
    // CPU the server spent (ms) per edit sent: a cost that holds however busy the machine is.
    cpuMsPerEdit: counts.sent ? Math.round((list.reduce((s, x) => s + x.cpuPercent, 0) * 10 * 100) / counts.sent) / 100 : null,
  }));
  return { label, ...counts, latencyMs: summarize(latencies), servers, loadAverage: machine().loadAverage };
}

/** A flat row for the printed table. */
export function deviceRow(result) {
  return {
    run: result.label,
    devices: result.devices,
    'held (start/end)': `${result.connectedAtStart}/${result.connectedAtEnd}`,
    refused: result.refused,
    sent: result.sent,
    acked: result.acknowledged,
    lost: result.lost,
    'p50/p95/p99/max ms': `${result.latencyMs.p50}/${result.latencyMs.p95}/${result.latencyMs.p99}/${result.latencyMs.max}`,
    'server CPU avg/max %': result.servers.map((s) => `${s.cpuAvgPercent}/${s.cpuMaxPercent}`).join(' + '),
    'CPU ms/edit': result.servers.map((s) => s.cpuMsPerEdit).join(' + '),
    'RSS MB': result.servers.map((s) => `${s.rssBeforeMb}->${s.rssMaxMb}`).join(' + '),
    'client CPU %': result.clientCpuPercent,
    'load avg': result.loadAverage.join(' '),
  };
}

// The devices run across two instances sharing PostgreSQL and Redis (the README's scaling set-up), a user's
// two devices on different instances, so every edit crosses Redis (issue 26): cross-instance latency and losses.
// Starts PostgreSQL and Redis from Debian's packages (scripts/throwaway-*.sh) and both servers on 127.0.0.1.
//   node --import tsx bench/load/two-instances.mjs [--devices 200,1000] [--seconds 30] [--edit-every 5000]
import { arg, printTable, writeResult } from './lib/report.mjs';
import { deviceRow, measureDevices, usersFor } from './lib/measure-devices.mjs';
import { createUsersInPostgres, startInstance, startPostgres, startRedis, stopAll } from './lib/stack.mjs';

const levels = arg('devices', '200,1000').split(',').map(Number);
const seconds = Number(arg('seconds', '30'));
const editEveryMs = Number(arg('edit-every', '5000'));
const out = arg('out', 'two-instances');

try {
  const databaseUrl = startPostgres();
  const redisUrl = startRedis();
  const results = [];
  for (const devices of levels) {
    const instances = [await startInstance({ databaseUrl, redisUrl }), await startInstance({ databaseUrl, redisUrl })];
    const users = await createUsersInPostgres(databaseUrl, usersFor(devices), instances[0].baseUrl);
    const result = await measureDevices({
      instances,
      users,
      seconds,
      editEveryMs,
      urlFor: (device) => instances[device].syncUrl,
      label: `2 instances ${devices}`,
    });
    results.push(result);
    printTable(`two instances (PostgreSQL + Redis), ${seconds} s`, [deviceRow(result)]);
    for (const instance of instances) await instance.stop();
  }
  printTable('two instances: all levels', results.map(deviceRow));
  writeResult(out, { seconds, editEveryMs, results });
} finally {
  await stopAll();
}

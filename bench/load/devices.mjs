// N simulated devices on one instance (issue 26): connections held, edits sent / acknowledged / lost, the
// edit-to-other-device latency, and the server's CPU and RSS. Starts its own PostgreSQL (or PGlite) and server
// on 127.0.0.1, stops everything at the end.
//   node --import tsx bench/load/devices.mjs [--db postgres|pglite] [--devices 100,500,1000,2000] [--seconds 30] [--edit-every 5000]
import { arg, printTable, writeResult } from './lib/report.mjs';
import { deviceRow, measureDevices, usersFor } from './lib/measure-devices.mjs';
import { createUsersInPostgres, signUpMany, startInstance, startPostgres, stopAll } from './lib/stack.mjs';

const db = arg('db', 'postgres');
const levels = arg('devices', '100,500,1000,2000').split(',').map(Number);
const seconds = Number(arg('seconds', '30'));
const editEveryMs = Number(arg('edit-every', '5000'));
const out = arg('out', `devices-${db}`);

try {
  const databaseUrl = db === 'postgres' ? startPostgres() : undefined;
  const results = [];
  for (const devices of levels) {
    // A fresh instance per level: its memory is that level's alone.
    const instance = await startInstance({ databaseUrl, env: { SYNC_MAX_DOCUMENTS: '100000' } });
    const count = usersFor(devices);
    const users = databaseUrl ? await createUsersInPostgres(databaseUrl, count, instance.baseUrl) : await signUpMany(instance, count);
    const result = await measureDevices({ instances: [instance], users, seconds, editEveryMs, label: `${db} ${devices}` });
    results.push(result);
    printTable(`devices on one instance (${db}), ${seconds} s, an edit every ${editEveryMs / 1000} s per device`, [deviceRow(result)]);
    await instance.stop();
  }
  printTable(`devices on one instance (${db}): all levels`, results.map(deviceRow));
  writeResult(out, { db, seconds, editEveryMs, results });
} finally {
  await stopAll();
}

// autocannon against what a new tab asks the server for, scripture search and a write route (issue 26):
// requests per second, p50 and p99 latency and errors, at several concurrency levels. One server on
// 127.0.0.1 (PostgreSQL or PGlite), started and stopped here.
//   node --import tsx bench/load/requests.mjs [--db postgres|pglite] [--connections 10,50,100] [--seconds 10] [--only session,new-tab]
import autocannon from 'autocannon';
import { arg, machine, printTable, processMeter, writeResult } from './lib/report.mjs';
import { createUsersInPostgres, signUpThroughApi, startInstance, startPostgres, stopAll } from './lib/stack.mjs';

const db = arg('db', 'postgres');
const levels = arg('connections', '10,50,100').split(',').map(Number);
const seconds = Number(arg('seconds', '10'));
const only = arg('only', '')?.split(',').filter(Boolean);
const out = arg('out', `requests-${db}`);
const nodeArgs = arg('node-args', '').split(' ').filter(Boolean);
// Extra server environment, `K=V,K=V` (for example SESSION_CACHE_SECONDS=0 for a before/after).
const extraEnv = Object.fromEntries(arg('env', '').split(',').filter(Boolean).map((pair) => pair.split('=')));

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

try {
  const databaseUrl = db === 'postgres' ? startPostgres() : undefined;
  const server = await startInstance({ databaseUrl, nodeArgs, env: extraEnv });
  const [user] = databaseUrl ? await createUsersInPostgres(databaseUrl, 1, server.baseUrl) : [await signUpThroughApi(server)];
  const html = await (await fetch(`${server.baseUrl}/`)).text();
  // index.html names its entry in an inline script (apps/web/build/entry-after-snapshot.ts).
  const entry = /["'](\/assets\/index-[^"']+\.js)["']/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const authed = { cookie: user.cookie, 'accept-encoding': 'br, gzip' };
  const targets = {
    session: [{ path: '/api/auth/get-session', headers: authed }],
    'billing status': [{ path: '/api/billing/status', headers: authed }],
    'app shell': [{ path: '/', headers: authed }],
    'entry script': [{ path: entry, headers: authed }],
    // What one new tab asks for, in order (the service worker serves the shell after the first visit; counted here anyway).
    'new-tab': [
      { path: '/', headers: authed },
      { path: '/api/auth/get-session', headers: authed },
      { path: '/api/billing/status', headers: authed },
    ],
    'scripture search': [{ path: '/api/scripture/search?q=faith%20hope&limit=20', headers: authed }],
    'write (profile)': [
      {
        method: 'PATCH',
        path: '/api/account/profile',
        headers: { ...authed, origin: server.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Load test' }),
      },
    ],
  };
  const rows = [];
  const meter = processMeter(server.pid);
  for (const [name, requests] of Object.entries(targets)) {
    if (only.length && !only.includes(name)) continue;
    for (const connections of levels) {
      meter.sample();
      const result = await run({ url: server.baseUrl, connections, requests });
      const usage = meter.sample();
      rows.push({
        target: name,
        connections,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        '2xx': result['2xx'],
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
        'server CPU %': usage.cpuPercent,
        // CPU the server spent per answered request: a cost that holds however busy the machine is.
        'CPU ms/req': Math.round(((usage.cpuPercent * 10 * seconds) / Math.max(1, result['2xx'] + result.non2xx)) * 100) / 100,
        'RSS MB': usage.rssMb,
        'load avg': machine().loadAverage.join(' '),
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
  printTable(`requests (${db}), ${seconds} s per row`, rows);
  writeResult(out, { db, seconds, env: extraEnv, rows });
} finally {
  await stopAll();
}

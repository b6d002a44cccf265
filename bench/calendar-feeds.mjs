// What one calendar feed costs the server (issue 21, items 1 and 2): the time to add a 20,000-event feed,
// what three refreshes download, and how long /healthz waits while a feed whose rule never ends is read.
// Starts the built app with OUTBOUND_ALLOW_HOSTS=127.0.0.2 and serves the feeds from 127.0.0.2. Every wait is
// bounded (a server that stops answering is reported as such, after 20 s). `npm run build` first.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { confirmationLink, startServer } from './bench-server.mjs';

const stamp = (ms) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const vevent = (uid, start, extra = []) => ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART:${stamp(start)}`, `DTEND:${stamp(start + 1_800_000)}`, `SUMMARY:${uid}`, ...extra, 'END:VEVENT'];
const calendar = (events) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
const past = Date.now() - 10 * 365 * 86_400_000;
const feeds = {
  '/big.ics': calendar(Array.from({ length: 20_000 }, (_, i) => vevent(`e${i}`, past + i * 3 * 3_600_000))),
  '/never.ics': calendar([vevent('never', Date.UTC(2020, 0, 1, 9), ['RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'])]),
};
let served = 0;
const feedServer = createServer((request, response) => {
  const body = feeds[request.url ?? ''];
  if (!body) return void response.writeHead(404).end();
  served += Buffer.byteLength(body);
  response.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
});
await new Promise((resolve) => feedServer.listen(0, '127.0.0.2', resolve));
const feedOrigin = `http://127.0.0.2:${feedServer.address().port}`;

const server = await startServer({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.2', NODE_ENV: 'test', MUSIC_PRERENDER: 'false' } });
const cookies = new Map();
async function call(pathname, init = {}) {
  const headers = { origin: server.baseUrl, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(init.body ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${server.baseUrl}${pathname}`, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(init.timeout ?? 20_000) });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return response;
}
const timed = async (run) => {
  const started = performance.now();
  try {
    const response = await run();
    return { ms: Math.round(performance.now() - started), status: response.status };
  } catch {
    return { ms: Math.round(performance.now() - started), status: 'no answer' };
  }
};

try {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password';
  await call('/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify({ name: 'Bench', email, password }) });
  if ((await call('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) })).status === 403) {
    const link = new URL(confirmationLink(server.dataDir, email));
    await call(link.pathname + link.search);
    await call('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) });
  }
  const add = (feed) => call('/api/calendar/accounts/ics', { method: 'POST', body: JSON.stringify({ url: `${feedOrigin}${feed}` }) });

  const big = await timed(() => add('/big.ics'));
  console.log(`add a 20,000-event feed (${(Buffer.byteLength(feeds['/big.ics']) / 1e6).toFixed(1)} MB): ${big.ms} ms, status ${big.status}`);
  served = 0;
  const refreshes = [];
  for (let i = 0; i < 3; i += 1) refreshes.push((await timed(() => call('/api/calendar/events?tz=UTC'))).ms);
  console.log(`3 refreshes of GET /api/calendar/events: ${refreshes.join(' / ')} ms, ${(served / 1e6).toFixed(1)} MB downloaded from the feed`);

  let stop = false;
  const health = [];
  const poll = (async () => {
    while (!stop) {
      health.push((await timed(() => fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(20_000) }))).ms);
      await sleep(100);
    }
  })();
  const never = await timed(() => add('/never.ics'));
  stop = true;
  await poll;
  console.log(`add a feed whose rule never ends: ${never.ms} ms, status ${never.status}`);
  console.log(`/healthz meanwhile: ${health.length} answers, slowest ${Math.max(...health)} ms`);
} finally {
  feedServer.close();
  await server.stop();
}

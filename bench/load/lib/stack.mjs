// The servers a load run starts on 127.0.0.1 and nowhere else: a throwaway PostgreSQL and Redis (Debian's
// packages, through scripts/throwaway-*.sh as CI starts them) and server instances as child processes.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
/** One secret for every instance of a run: a user's session cookie must work on each. */
const AUTH_SECRET = randomBytes(32).toString('hex');

const cleanups = [];
/** Stops everything this run started, newest first (also on Ctrl-C and on an uncaught error). */
export async function stopAll() {
  while (cleanups.length) await cleanups.pop()().catch((error) => console.error(error));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll().then(() => process.exit(130)));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function throwaway(script) {
  const dir = mkdtempSync(path.join(tmpdir(), `lodestar-load-${script}-`));
  const url = execFileSync('bash', [path.join(repoRoot, `scripts/throwaway-${script}.sh`), 'start', dir], { encoding: 'utf8' }).trim();
  cleanups.push(async () => execFileSync('bash', [path.join(repoRoot, `scripts/throwaway-${script}.sh`), 'stop', dir], { stdio: 'ignore' }));
  return url;
}
export const startPostgres = () => throwaway('postgres');
export const startRedis = () => throwaway('redis');

/**
 * One server instance (`node --import tsx apps/server/src/index.ts`, production mode) on a free
 * 127.0.0.1 port; resolves once /healthz answers. `pid` is the server's own process (for CPU and RSS).
 */
export async function startInstance({ databaseUrl, redisUrl, env = {}, nodeArgs = [] } = {}) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No built web app in ${webDist}: run \`npm run build\` first or set WEB_DIST (the load kit builds nothing).`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-load-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ENFORCE_SUBSCRIPTION: 'false',
      FAVICON_FETCH: 'false',
      MUSIC_PRERENDER: 'false',
      WEB_DIST_DIR: webDist,
      BETTER_AUTH_SECRET: AUTH_SECRET,
      // Every simulated device comes from 127.0.0.1: the per-address cap would stop the run, not measure it.
      SYNC_MAX_CONNECTIONS_PER_ADDRESS: '1000000',
      OVERLOAD_MAX_IN_FLIGHT_PER_CLIENT: '1000000',
      // Event-loop shedding off unless LOAD_SHED_DELAY_MS says otherwise: on a machine shared with other work
      // the loop runs late from outside contention, and the kit measures the server's limits, not its refusals.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: process.env.LOAD_SHED_DELAY_MS ?? '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.push(stop);
  for (let waited = 0; waited < 90_000; waited += 200) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) {
        await warmedUp(baseUrl);
        return { baseUrl, syncUrl: `ws://127.0.0.1:${port}/sync`, pid: child.pid, dataDir, stop, output: () => output };
      }
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`The server did not start:\n${output}`);
}

/**
 * Start-up work (scripture index, first compilations) keeps the event loop busy for a few seconds after
 * /healthz answers, and the load shedder refuses requests meanwhile: measure after it settles.
 */
async function warmedUp(baseUrl) {
  let calm = 0;
  for (let i = 0; i < 150 && calm < 5; i++) {
    const response = await fetch(`${baseUrl}/api/auth/get-session`);
    calm = response.status === 503 ? 0 : calm + 1;
    await sleep(200);
  }
}

/** better-call's signed cookie: the token, a dot, and the base64 HMAC-SHA256 of the token. */
function sessionCookie(token) {
  const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * `count` signed-in users written straight into PostgreSQL (a confirmed user and a session each): signing
 * up a thousand users through the API would spend minutes hashing passwords. Checked with one request.
 */
export async function createUsersInPostgres(databaseUrl, count, baseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const users = [];
  try {
    const expires = new Date(Date.now() + 7 * 24 * 3600_000);
    for (let start = 0; start < count; start += 500) {
      const batch = Array.from({ length: Math.min(500, count - start) }, () => ({ id: randomUUID(), token: randomBytes(24).toString('base64url') }));
      const values = (width, row) => batch.map((_, i) => `(${Array.from({ length: width }, (_, j) => `$${i * width + j + 1}`).join(',')})`).join(',') + row;
      await client.query(
        `insert into "user" (id, name, email, email_verified) values ${values(4, '')}`,
        batch.flatMap((u) => [u.id, 'Load', `load-${u.id}@example.com`, true]),
      );
      await client.query(
        `insert into session (id, token, user_id, expires_at) values ${values(4, '')}`,
        batch.flatMap((u) => [randomUUID(), u.token, u.id, expires]),
      );
      users.push(...batch.map((u) => ({ id: u.id, cookie: sessionCookie(u.token) })));
    }
  } finally {
    await client.end();
  }
  let check;
  for (let attempt = 0; attempt < 20; attempt++) {
    check = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie: users[0].cookie } });
    if (check.status !== 503) break;
    await sleep(Number(check.headers.get('retry-after') ?? 1) * 1000);
  }
  const body = await check.json();
  if (body?.user?.id !== users[0].id) throw new Error(`A written session was not accepted: ${check.status} ${JSON.stringify(body)}`);
  return users;
}

/** The address-confirmation link of the newest mail to `email` in the server's outbox. */
function confirmationLink(dataDir, email) {
  const folder = path.join(dataDir, 'mail');
  if (!existsSync(folder)) return null;
  for (const file of execFileSync('ls', ['-r', folder], { encoding: 'utf8' }).split('\n').filter(Boolean)) {
    const mail = readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!mail.includes(email)) continue;
    const link = /https?:\/\/[^\s"<>]*verify-email[^\s"<>]*/.exec(mail.replace(/&amp;/g, '&'))?.[0];
    if (link) return link;
  }
  return null;
}

function cookiesOf(response, jar) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** One user signed up, confirmed and signed in through the API (PGlite: its database is inside the server). */
export async function signUpThroughApi(instance) {
  const email = `load-${randomUUID()}@example.com`;
  const password = 'load-password';
  const headers = { origin: instance.baseUrl, 'content-type': 'application/json' };
  const jar = new Map();
  const up = await fetch(`${instance.baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ name: 'Load', email, password }) });
  if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  let link = null;
  for (let i = 0; i < 50 && !link; i++) {
    link = confirmationLink(instance.dataDir, email);
    if (!link) await sleep(100);
  }
  if (!link) throw new Error('no confirmation mail in the outbox');
  let cookie = cookiesOf(await fetch(link, { redirect: 'manual' }), jar);
  const session = await (await fetch(`${instance.baseUrl}/api/auth/get-session`, { headers: { cookie } })).json();
  if (!session?.user) {
    const signIn = await fetch(`${instance.baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
    cookie = cookiesOf(signIn, jar);
  }
  const me = await (await fetch(`${instance.baseUrl}/api/auth/get-session`, { headers: { cookie } })).json();
  if (!me?.user) throw new Error('could not sign in the new user');
  return { id: me.user.id, cookie };
}

export async function signUpMany(instance, count, parallel = 4) {
  const users = [];
  for (let i = 0; i < count; i += parallel) {
    users.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, () => signUpThroughApi(instance)))));
  }
  return users;
}

import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, uniqueEmail } from '../test-support/accounts';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createSessionCache } from './session-cache';

const COOKIE = 'better-auth.session_token=abc.sig';
const found = (id: string, expiresAt = new Date(Date.now() + 3_600_000)) => ({ session: { expiresAt }, user: { id } });

/** An auth stand-in that counts its lookups and answers what the test says the database holds. */
function countingAuth() {
  const state = { lookups: 0, valid: true };
  const auth = {
    api: {
      getSession: async (_args: { headers: Headers }) => {
        state.lookups += 1;
        return state.valid ? found('u1') : null;
      },
    },
    handler: async (_request: Request) => Response.json(null),
  };
  return { auth, state };
}

describe('session cache (pure)', () => {
  it('reuses a lookup for the TTL, then asks again', async () => {
    let now = 1_000;
    const cache = createSessionCache({ ttlMs: 5_000, now: () => now });
    const { auth, state } = countingAuth();
    const cached = cache.wrap(auth);
    const headers = new Headers({ cookie: COOKIE });
    expect(await cached.api.getSession({ headers })).toEqual(found('u1', expect.any(Date)));
    await cached.api.getSession({ headers });
    expect(state.lookups).toBe(1);
    now += 5_000;
    await cached.api.getSession({ headers });
    expect(state.lookups).toBe(2);
  });

  it('never caches a missing session nor a request without a session cookie', async () => {
    const cache = createSessionCache({ ttlMs: 5_000 });
    const { auth, state } = countingAuth();
    const cached = cache.wrap(auth);
    state.valid = false;
    const headers = new Headers({ cookie: COOKIE });
    expect(await cached.api.getSession({ headers })).toBeNull();
    expect(await cached.api.getSession({ headers })).toBeNull();
    await cached.api.getSession({ headers: new Headers() });
    expect(state.lookups).toBe(3);
    expect(cache.size()).toBe(0);
  });

  it('forgets everything around a write, and does not store a lookup that overlapped one', async () => {
    const cache = createSessionCache({ ttlMs: 60_000 });
    const { auth, state } = countingAuth();
    const cached = cache.wrap(auth);
    const app = new Hono();
    app.use('*', cache.guard);
    let finishWrite = () => {};
    app.post('/api/auth/sign-out', async (c) => {
      await new Promise<void>((resolve) => (finishWrite = resolve));
      state.valid = false;
      return c.json({ ok: true });
    });
    const headers = new Headers({ cookie: COOKIE });
    await cached.api.getSession({ headers });
    expect(cache.size()).toBe(1);

    const write = app.request('/api/auth/sign-out', { method: 'POST' });
    await expect.poll(() => cache.size()).toBe(0);
    // Looked up while the sign-out runs: answered, but not kept.
    await cached.api.getSession({ headers });
    expect(cache.size()).toBe(0);
    finishWrite();
    await write;
    expect(await cached.api.getSession({ headers })).toBeNull();
  });
});

describe('session cache on the real server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ SESSION_CACHE_SECONDS: '5' });
  });
  afterAll(() => t.close());

  it('answers get-session from the cache exactly as Better Auth does, and signs out at once', async () => {
    const browser = t.client();
    const email = uniqueEmail('cache');
    await signUp(browser, { email });
    expect((await signIn(browser, email)).status).toBe(200);

    const first = await (await browser.get('/api/auth/get-session')).json();
    const hitsBefore = t.server.sessionCache.hits();
    const second = await (await browser.get('/api/auth/get-session')).json();
    expect(t.server.sessionCache.hits()).toBe(hitsBefore + 1);
    expect(second).toEqual(first);
    expect((await browser.get('/api/billing/status')).status).toBe(200);

    // The cookie as the browser holds it now (a stolen copy would be the same), looked up and cached once more.
    const before = browser.cookieHeader();
    expect((await t.client({ cookie: before }).get('/api/billing/status')).status).toBe(200);
    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    expect((await t.client({ cookie: before }).get('/api/billing/status')).status).toBe(401);
    expect((await t.client({ cookie: before }).get('/api/auth/get-session')).status).toBe(200);
    expect(await (await t.client({ cookie: before }).get('/api/auth/get-session')).json()).toBeNull();
  });
});

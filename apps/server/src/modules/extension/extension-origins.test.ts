import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EnvError, loadEnv } from '../../env';
import { signIn, signUp, uniqueEmail } from '../../test-support/accounts';
import { startSyncTestServer, type SyncTestServer } from '../../test-support/sync-server';
import { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// Issue 25: the new-tab extension calls the server from its own origin; only the listed ones are accepted.
const LISTED = `chrome-extension://${'a'.repeat(32)}`;
const FIREFOX = 'moz-extension://0b6e8c1e-6d49-4c7b-9a3e-2f1d5b7c9e01';
const UNLISTED = `chrome-extension://${'b'.repeat(32)}`;

describe('EXTENSION_ORIGINS', () => {
  it('refuses to start with a value that is not an extension origin, naming the variable', () => {
    for (const bad of ['https://evil.example', 'chrome-extension://short', 'chrome-extension://*']) {
      expect(() => loadEnv({ EXTENSION_ORIGINS: bad })).toThrow(EnvError);
      expect(() => loadEnv({ EXTENSION_ORIGINS: bad })).toThrow(/EXTENSION_ORIGINS/);
    }
    expect(loadEnv({ EXTENSION_ORIGINS: ` ${LISTED}, ${FIREFOX}/ ` }).EXTENSION_ORIGINS).toEqual([LISTED, FIREFOX]);
    expect(loadEnv({}).EXTENSION_ORIGINS).toEqual([]);
  });
});

describe('requests from an extension page', () => {
  let server: TestServer;
  let email: string;
  beforeAll(async () => {
    server = await startTestServer({ EXTENSION_ORIGINS: `${LISTED},${FIREFOX}` });
    email = uniqueEmail('ext');
    await signUp(server.client(), { email });
  });
  afterAll(() => server?.close());

  const from = (origin: string) => new TestClient(server.app, origin, {}, server.env.DATA_DIR);

  it('lets a listed extension sign in with credentials, read its session and save its profile', async () => {
    const preflight = await server.app.request('/api/auth/sign-in/email', {
      method: 'OPTIONS',
      headers: { origin: LISTED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

    const client = from(LISTED);
    const signedIn = await signIn(client, email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('access-control-allow-origin')).toBe(LISTED);
    // Sent by the browser from another site only when SameSite=None (and then Secure).
    const cookie = signedIn.headers.getSetCookie().find((line) => line.includes('session_token='));
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/;\s*Secure/i);

    const session = await client.get('/api/auth/get-session');
    expect(session.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(await session.json()).toMatchObject({ user: { email } });

    const saved = await client.request('/api/account/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'From the new tab' }),
    });
    expect(saved.status).toBe(200);
  });

  it('lets the new tab show bookmark favicons: the images may be embedded by another origin', async () => {
    const client = from(LISTED);
    expect((await signIn(client, email)).status).toBe(200);
    const icon = await client.get('/api/favicon?domain=example.org');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('accepts a listed Firefox extension origin too', async () => {
    const signedIn = await signIn(from(FIREFOX), email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('access-control-allow-origin')).toBe(FIREFOX);
  });

  it('refuses an unlisted extension origin: no CORS answer, and its state-changing requests are refused', async () => {
    const preflight = await server.app.request('/api/auth/sign-in/email', {
      method: 'OPTIONS',
      headers: { origin: UNLISTED, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const signedInElsewhere = from(LISTED);
    await signIn(signedInElsewhere, email);
    const forged = await server.app.request('/api/account/profile', {
      method: 'PATCH',
      headers: { origin: UNLISTED, cookie: signedInElsewhere.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pwned' }),
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect(forged.headers.get('access-control-allow-origin')).toBeNull();

    const session = await server.app.request('/api/auth/get-session', { headers: { origin: UNLISTED, cookie: signedInElsewhere.cookieHeader() } });
    expect(session.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses an opaque (null) origin even though extension origins parse to "null"', async () => {
    const client = from(LISTED);
    await signIn(client, email);
    const forged = await server.app.request('/api/account/profile', {
      method: 'PATCH',
      headers: { origin: 'null', cookie: client.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pwned' }),
    });
    expect(forged.status).toBe(403);
  });
});

describe('the sync socket from an extension page', () => {
  let t: SyncTestServer;
  beforeAll(async () => {
    t = await startSyncTestServer({}, { EXTENSION_ORIGINS: LISTED });
  });
  afterAll(() => t?.close());

  it('accepts the upgrade from a listed extension origin and refuses an unlisted one', async () => {
    const user = await t.signUpUser();
    const status = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(t.url, { headers: { cookie: user.cookie, origin } });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', () => undefined);
      });
    expect(await status(UNLISTED)).toBe(403);
    expect(await status('null')).toBe(403);
    expect(await status(LISTED)).toBe(101);
  });
});

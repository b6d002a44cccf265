import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './test-support/accounts';
import { expectedDriver, startTestServer, type TestServer } from './test-support/test-server';

let webDist: string;
let server: TestServer;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'lodestar-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Lodestar</title><div id="root"></div>');
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  server = await startTestServer({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await server?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('answers ok from the database this run is meant to use', async () => {
    const response = await server.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: expectedDriver() });
  });
});

describe('API routing', () => {
  it('answers an unknown /api path with a JSON 404, not the web app', async () => {
    for (const [method, route] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/no/such/thing'],
    ] as const) {
      const response = await server.client().request(route, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'No such API route' });
    }
  });

  it('tells the login page whether Google is configured', async () => {
    const response = await server.app.request('/api/config');
    expect(await response.json()).toEqual({ googleEnabled: false, supportEmail: 'support@lodestar.local' });
  });
});

describe('web app', () => {
  it('serves index.html for any page path so the client-side router can take it', async () => {
    for (const page of ['/', '/login', '/thank-you', '/some/deep/page?x=1']) {
      const response = await server.app.request(page);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('serves built files, hashed assets cached for good and index.html revalidated', async () => {
    const asset = await server.app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("app")');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await server.app.request('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await server.app.request('/login')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404 rather than index.html', async () => {
    const response = await server.app.request('/assets/app-old999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('explains how to build when there is no built web app', async () => {
    const bare = await startTestServer({ WEB_DIST_DIR: path.join(webDist, 'missing') });
    try {
      const response = await bare.app.request('/');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

/** The node server's bindings for a request from this address (what getConnInfo reads). */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } } });
const local = from('127.0.0.1');

describe('dev outbox', () => {
  it('lists mail at /dev/mail, newest first, and shows each message with its link', async () => {
    const email = uniqueEmail('mailbox');
    await signUp(server.client(), { email });
    await server.client().post('/api/auth/sign-in/magic-link', { email });
    const list = await server.app.request('/dev/mail', {}, local);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('Your sign-in link for Lodestar');
    const file = /href="\/dev\/mail\/([\w-]+\.eml)"/.exec(html)?.[1];
    expect(file).toBeDefined();

    const message = await server.app.request(`/dev/mail/${file}`, {}, local);
    expect(message.status).toBe(200);
    const link = await server.latestLinkTo(email);
    expect(await message.text()).toContain(`<a href="${link.toString().replace(/&/g, '&#38;')}"`);
  });

  it('refuses file names outside the outbox', async () => {
    expect((await server.app.request('/dev/mail/..%2Fauth-secret', {}, local)).status).toBe(404);
    expect((await server.app.request('/dev/mail/nope.eml', {}, local)).status).toBe(404);
  });

  // Finding 1 of the security review: anyone could read the admin's sign-in link here.
  it('answers only callers on this machine, never one that came through a proxy', async () => {
    for (const address of ['203.0.113.9', '10.0.0.5', '192.168.1.20', '::ffff:198.51.100.1']) {
      expect((await server.app.request('/dev/mail', {}, from(address))).status).toBe(404);
    }
    expect((await server.app.request('/dev/mail', {}, from('::1'))).status).toBe(200);
    // A local reverse proxy forwards the network's requests from loopback: refused all the same.
    const proxied = await server.app.request('/dev/mail', { headers: { 'x-forwarded-for': '203.0.113.9' } }, local);
    expect(proxied.status).toBe(404);
    expect((await server.app.request('/dev/mail')).status).toBe(404);
  });

  it('is not served in production', async () => {
    const production = await startTestServer({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
      WEB_DIST_DIR: webDist,
    });
    try {
      const response = await production.app.request('/dev/mail');
      // Falls through to the web app: the outbox's own page never appears.
      expect(await response.text()).not.toContain('Dev outbox');
      const message = await production.app.request('/dev/mail/anything.eml');
      expect(await message.text()).not.toContain('All mail');
    } finally {
      await production.close();
    }
  });
});

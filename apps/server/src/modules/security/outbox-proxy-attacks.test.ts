import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server';
import { signUp, uniqueEmail } from '../../test-support/accounts';
import { LOOPBACK_SOCKET, socketFrom } from '../../test-support/test-client';
import { startTestServer, testEnv, type TestServer } from '../../test-support/test-server';
import { createTestStorage } from '../../test-support/test-storage';

// Issue 21 item 3: the outbox (every sign-in link, so anonymous to admin) and the sandbox checkout (a
// free subscription) trusted any loopback socket without X-Forwarded-For, Forwarded or X-Real-IP, so
// a reverse proxy on the same machine that adds none of them served both to the network.

const local = LOOPBACK_SOCKET;

/** What a local proxy relays: the network's Host, or headers naming the hop. */
const PROXIED: Record<string, string>[] = [
  { host: 'dash.example.com' },
  { host: 'dash.example.com:443' },
  { host: '192.168.1.20:3000' },
  { via: '1.1 nginx' },
  { 'x-forwarded-host': 'dash.example.com' },
  { 'x-forwarded-proto': 'https' },
  { 'x-forwarded-port': '443' },
  { 'x-forwarded-server': 'edge' },
  { forwarded: 'for=203.0.113.9' },
  { 'x-real-ip': '203.0.113.9' },
  { 'x-forwarded-for': '203.0.113.9' },
  // Issue 32, LOW 6: the client-address headers CDNs and proxies add.
  { 'true-client-ip': '203.0.113.9' },
  { 'cf-connecting-ip': '203.0.113.9' },
  { 'x-client-ip': '203.0.113.9' },
  { 'x-cluster-client-ip': '203.0.113.9' },
  { 'fastly-client-ip': '203.0.113.9' },
];
const LOOPBACK_HOSTS = ['localhost', 'localhost:3000', '127.0.0.1:3000', '127.5.6.7', '[::1]:3000', '[::1]'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the dev outbox behind a local reverse proxy', () => {
  it('refuses a loopback socket that carries a proxy header or a non-loopback Host', async () => {
    const email = uniqueEmail('proxied');
    await server.client().post('/api/auth/sign-in/magic-link', { email });
    const served: string[] = [];
    for (const headers of PROXIED) {
      for (const target of ['/dev/mail', `/dev/mail/${(await server.outbox()).at(-1)!.file}`]) {
        const response = await server.app.request(target, { headers }, local);
        if (response.status !== 404) served.push(`${JSON.stringify(headers)} ${target}: ${response.status}`);
      }
    }
    console.info(`outbox through a local proxy: ${served.length} of ${PROXIED.length * 2} served`);
    expect(served).toEqual([]);
  });

  it('still serves a browser on this machine, whatever loopback name it uses', async () => {
    for (const host of LOOPBACK_HOSTS) {
      const response = await server.app.request('/dev/mail', { headers: { host } }, local);
      expect(response.status, host).toBe(200);
    }
    expect((await server.app.request('/dev/mail', {}, socketFrom('::1'))).status).toBe(200);
  });
});

describe('the sandbox checkout behind a local reverse proxy', () => {
  it('refuses to show or pay a checkout for a proxied request, and still serves this machine', async () => {
    const buyer = server.client();
    const email = uniqueEmail('sandboxed');
    await signUp(buyer, { email });
    const checkout = (await (await buyer.post('/api/billing/checkout', { plan: 'monthly' })).json()) as { url: string };
    const path = new URL(checkout.url).pathname;
    const headers = { cookie: buyer.cookieHeader(), origin: buyer.origin };
    const served: string[] = [];
    for (const extra of PROXIED) {
      const page = await server.app.request(path, { headers: { ...headers, ...extra } }, local);
      const pay = await server.app.request(`${path}/pay`, { method: 'POST', headers: { ...headers, ...extra } }, local);
      if (page.status !== 404 || pay.status !== 404) served.push(`${JSON.stringify(extra)}: page ${page.status}, pay ${pay.status}`);
    }
    console.info(`sandbox through a local proxy: ${served.length} of ${PROXIED.length} served`);
    expect(served).toEqual([]);
    expect((await (await buyer.get('/api/billing/status')).json()) as unknown).toMatchObject({ subscription: null });

    const own = await server.app.request(path, { headers: { ...headers, host: 'localhost:3000' } }, local);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(email);
  });
});

describe('start-up', () => {
  async function warningsOf(overrides: Record<string, string>) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const storage = await createTestStorage();
    const built = await buildServer(testEnv(storage, overrides), pino({ level: 'warn' }, stream));
    await built.close();
    await storage.dispose();
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level === 40);
  }

  it('warns that the outbox is on, and says nothing of it with real mail', async () => {
    const warnings = await warningsOf({});
    expect(warnings.map((w) => w.msg)).toEqual([expect.stringMatching(/development outbox is on at \/dev\/mail/)]);
    expect(await warningsOf({ SMTP_URL: 'smtp://127.0.0.1:9' })).toEqual([]);
  });
});

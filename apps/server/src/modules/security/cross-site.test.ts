import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test-support/accounts';
import { startTestServer, TEST_BASE_URL, type TestServer } from '../../test-support/test-server';
import { BOSS_EMAIL, member, roleOf, type Member } from '../admin/test-support/admin-fixtures';

// Finding 4 of the security review: the state-changing routes accepted any Origin and a text/plain body
// (8 of 8), so a page on a sibling subdomain or another port could act through a signed-in admin.
let server: TestServer;
let boss: Member;
let target: Member;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: BOSS_EMAIL });
  boss = await member(server, { email: BOSS_EMAIL });
  target = await member(server);
});
afterAll(() => server?.close());

/** A request from the admin's browser, with the cookie, as another page would make it. */
function forged(path: string, init: { method?: string; origin?: string | null; referer?: string; type?: string; body?: string }) {
  const headers = new Headers({ cookie: boss.client.cookieHeader() });
  if (init.origin) headers.set('origin', init.origin);
  if (init.referer) headers.set('referer', init.referer);
  if (init.type) headers.set('content-type', init.type);
  return server.app.request(path, { method: init.method ?? 'POST', headers, body: init.body });
}

const ROUTES: Array<{ name: string; method: string; path: () => string; body: string }> = [
  { name: 'make-admin', method: 'POST', path: () => `/api/admin/users/${target.id}/make-admin`, body: '{}' },
  { name: 'grant days', method: 'POST', path: () => `/api/admin/users/${target.id}/grant`, body: '{"days":30}' },
  { name: 'create user', method: 'POST', path: () => '/api/admin/users', body: `{"email":"${uniqueEmail('forged')}","subscriptionType":"lifetime"}` },
  { name: 'delete user', method: 'DELETE', path: () => `/api/admin/users/${target.id}`, body: '' },
  { name: 'profile', method: 'PATCH', path: () => '/api/account/profile', body: '{"name":"Pwned"}' },
  { name: 'email change', method: 'POST', path: () => '/api/account/email', body: '{"newEmail":"attacker@example.com"}' },
  { name: 'checkout', method: 'POST', path: () => '/api/billing/checkout', body: '{"plan":"monthly"}' },
  { name: 'sign-out', method: 'POST', path: () => '/api/auth/sign-out', body: '{}' },
];

describe('cross-site requests', () => {
  it.each(ROUTES)(
    'refuses $method $name from another origin, a sibling origin, and without any origin',
    async (route) => {
      // An extension not listed in EXTENSION_ORIGINS (issue 25) is another site like any other.
      const origins = ['https://evil.example', 'http://localhost:3001', 'http://app.localhost:3000', `chrome-extension://${'c'.repeat(32)}`, 'null', null];
      for (const origin of origins) {
        const response = await forged(route.path(), { method: route.method, origin, type: 'application/json', body: route.body || undefined });
        expect(response.status, `${route.method} ${route.path()} from ${origin}`).toBe(403);
        expect(await response.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
      }
    },
  );

  it('refuses a form or text/plain body even from the app itself', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await forged(`/api/admin/users/${target.id}/make-admin`, { origin: TEST_BASE_URL, type, body: '{}' });
      expect(response.status).toBe(415);
    }
    expect(await roleOf(server, target.id)).toBe('user');
  });

  it('judges by the Referer when a browser sends no Origin', async () => {
    const other = await forged(`/api/admin/users/${target.id}/make-admin`, { referer: 'https://evil.example/page', type: 'application/json', body: '{}' });
    expect(other.status).toBe(403);
    const own = await forged('/api/account/profile', { method: 'PATCH', referer: `${TEST_BASE_URL}/settings`, type: 'application/json', body: '{"name":"Boss"}' });
    expect(own.status).toBe(200);
    expect(await roleOf(server, target.id)).toBe('user');
  });

  it('lets the app itself through, and leaves reads alone', async () => {
    const response = await forged(`/api/admin/users/${target.id}/make-admin`, { origin: TEST_BASE_URL, type: 'application/json', body: '{}' });
    expect(response.status).toBe(200);
    expect(await roleOf(server, target.id)).toBe('admin');
    expect((await forged('/api/account/me', { method: 'GET', origin: 'https://evil.example' })).status).toBe(200);
  });

  it('exempts only the payment provider’s signed webhook, which still checks its signature', async () => {
    const response = await forged('/api/billing/webhook', { origin: null, type: 'application/json', body: '{}' });
    expect(response.status).not.toBe(403);
    expect([400, 503]).toContain(response.status);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSubscription, setRole, signedInUser, type SignedInUser } from '../billing/test-support/billing-fixtures';
import { ROUTE_ACCESS } from '../../reliability/route-access-table';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// Issue 21 item 16: /api/account/me and other personal answers carried no Cache-Control, so a shared
// cache (a proxy, a CDN) or the browser's disk cache could keep one user's data for the next.

/**
 * Answers that are the same for every user, so their routes choose a caching policy of their own for
 * the new tab's speed: the scripture text (public domain, open without a session) and site icons.
 */
const OWN_POLICY: Record<string, string> = {
  '/api/scripture/': 'public-domain text, the same for everyone',
  '/api/favicon': "a site's icon, the same for every user",
  '/api/background-photos': "the operator's start-page photos, the same for every user",
};

/** Concrete paths for the table's patterns; the wildcards stand for Better Auth's session endpoints. */
function pathOf(key: string, userId: string): string {
  const [, pattern] = key.split(' ') as [string, string];
  if (key === 'GET /api/auth/*') return '/api/auth/get-session';
  if (key === 'POST /api/auth/*') return '/api/auth/update-user';
  return pattern
    .replace(/\/users\/:id/, `/users/${userId}`)
    .replace(/:id/, 'no-store-probe')
    .replace(/\/verses\/no-store-probe/, '/verses/1');
}

describe('personal answers', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let target: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'true' });
    admin = await signedInUser(server, 'no-store-admin');
    target = await signedInUser(server, 'no-store-target');
    await putSubscription(server, admin.id);
    await setRole(server, admin.id, 'admin');
  }, 60_000);
  afterAll(() => server?.close());

  it('carry Cache-Control: no-store on every API route, signed in or not', async () => {
    // Destructive routes would end the walk's own session or subscription; they share the middleware.
    const routes = Object.keys(ROUTE_ACCESS).filter((key) => !ROUTE_ACCESS[key]!.destructive);
    const missing: string[] = [];
    let checked = 0;
    for (const key of routes) {
      const [method] = key.split(' ') as [string, string];
      const path = pathOf(key, target.id);
      const exempt = Object.keys(OWN_POLICY).find((prefix) => path.startsWith(prefix));
      for (const client of [admin.client, server.client()]) {
        const init: RequestInit = { method, redirect: 'manual' };
        if (method !== 'GET') Object.assign(init, { headers: { 'content-type': 'application/json' }, body: '{}' });
        const response = await client.request(path, init);
        await response.arrayBuffer();
        const header = response.headers.get('cache-control') ?? '';
        checked += 1;
        const ok = exempt ? /\b(public|private|no-store)\b/.test(header) : /\bno-store\b/.test(header);
        if (!ok) missing.push(`${key} (${response.status}): ${header || 'none'}`);
      }
    }
    console.info(`Cache-Control walk: ${missing.length} of ${checked} answers without no-store\n  ${missing.join('\n  ')}`);
    expect(missing).toEqual([]);
  }, 120_000);
});

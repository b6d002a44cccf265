import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, TEST_BASE_URL, type TestServer } from '../../test-support/test-server';
import { BOSS_EMAIL, member } from '../admin/test-support/admin-fixtures';

// Finding 3 of the security review: a 100 MB name was accepted at sign-up and stored (the server's
// memory peaked at 3.48 GB, then the admin list answered 500); a 100 MB callbackURL went to the log.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: BOSS_EMAIL });
});
afterAll(() => server?.close());

/** A body of `bytes` streamed in 64 KB chunks, counting how much of it the server pulled. */
function streamedBody(bytes: number) {
  const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

describe('request size', () => {
  it('answers 413 to a 100 MB sign-up without reading it all, and stores nothing', async () => {
    const email = uniqueEmail('huge');
    const body = streamedBody(100 * 1024 * 1024);
    const response = await server.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
    expect(body.sent()).toBeLessThan(1024 * 1024);
    const stored = await server.server.database.db.query.user.findFirst({ where: (table, { eq }) => eq(table.email, email) });
    expect(stored).toBeUndefined();
  });

  it('answers 413 on the declared length alone', async () => {
    const response = await server.app.request('/api/account/profile', {
      method: 'PATCH',
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) },
      body: '{}',
    });
    expect(response.status).toBe(413);
  });

  it('caps names on every path that sets one, Better Auth’s own update-user included', async () => {
    const user = await member(server);
    const longName = 'n'.repeat(101);
    const viaAuth = await user.client.post('/api/auth/update-user', { name: longName });
    expect(viaAuth.status).toBe(400);
    expect(await viaAuth.json()).toMatchObject({ code: 'NAME_TOO_LONG' });
    const viaProfile = await user.client.request('/api/account/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: longName }),
    });
    expect(viaProfile.status).toBe(400);
    expect((await signUp(server.client(), { name: longName, email: uniqueEmail('long') })).status).toBe(400);
    // And the admin list, which broke on a huge stored name, keeps answering.
    const boss = await member(server, { email: BOSS_EMAIL });
    expect((await boss.client.get('/api/admin/users')).status).toBe(200);
  });

  it('answers 413, not 502, to a webhook body over 1 MB', async () => {
    const response = await server.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
  });
});

import { afterAll, expect, it } from 'vitest';
import { signIn, signUp, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer | undefined;
afterAll(() => server?.close());

it('keeps accounts and sessions across a restart on the same data', async () => {
  server = await startTestServer();
  const email = uniqueEmail('durable');
  const browser = server.client();
  expect((await signUp(browser, { name: 'Durable', email })).status).toBe(200);
  const cookie = browser.cookieHeader();

  server = await server.restart();

  // The session cookie issued before the restart is still valid: the auth secret is kept under DATA_DIR.
  const me = await server.app.request('/api/me', { headers: { cookie } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email, name: 'Durable' } });

  expect((await signIn(server.client(), email)).status).toBe(200);
  expect((await signIn(server.client(), email, 'wrong password')).status).toBe(401);
});

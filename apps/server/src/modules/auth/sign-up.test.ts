import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('sign-up with email and password', () => {
  it('creates the account, signs the user in and shows them on /api/me', async () => {
    const client = server.client();
    const email = uniqueEmail('ada');
    const response = await signUp(client, { name: 'Ada Lovelace', email });
    expect(response.status).toBe(200);
    expect(client.hasCookies()).toBe(true);

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { name: 'Ada Lovelace', email, role: 'user' } });
  });

  it('requires a name', async () => {
    for (const name of ['', '   ']) {
      const client = server.client();
      const response = await signUp(client, { name, email: uniqueEmail() });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'NAME_REQUIRED' });
      expect(client.hasCookies()).toBe(false);
    }
    const noName = await server.client().post('/api/auth/sign-up/email', { email: uniqueEmail(), password: 'secret1' });
    expect(noName.status).toBe(400);
  });

  it('refuses a password shorter than 6 characters and accepts exactly 6', async () => {
    const short = await signUp(server.client(), { email: uniqueEmail(), password: '12345' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });

    const six = await signUp(server.client(), { email: uniqueEmail(), password: '123456' });
    expect(six.status).toBe(200);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const email = uniqueEmail('twice');
    expect((await signUp(server.client(), { email })).status).toBe(200);
    for (const again of [email, email.toUpperCase()]) {
      const client = server.client();
      const response = await signUp(client, { email: again, name: 'Someone Else' });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' });
      expect(client.hasCookies()).toBe(false);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, signIn, signUp, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('sign-up with email and password', () => {
  it('creates the account once the link mailed to the address is opened, which signs the user in', async () => {
    const client = server.client();
    const email = uniqueEmail('ada');
    const response = await signUp(client, { name: 'Ada Lovelace', email, confirm: false });
    expect(response.status).toBe(200);
    expect(client.hasCookies()).toBe(false);
    // Until the owner of the address opens the link, the password does not sign in.
    const early = await signIn(server.client(), email);
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    await confirmEmail(client, email);
    expect(client.hasCookies()).toBe(true);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { name: 'Ada Lovelace', email, role: 'user' } });
    expect((await signIn(server.client(), email)).status).toBe(200);
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

  it('answers a taken address exactly like a new one, and only the mail to it says the rest', async () => {
    const email = uniqueEmail('twice');
    expect((await signUp(server.client(), { email, name: 'Owner' })).status).toBe(200);
    const shape = async (response: Response) => {
      const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
      return { status: response.status, token: body.token, fields: Object.keys(body.user).sort(), setsCookie: response.headers.has('set-cookie') };
    };
    const fresh = await shape(await signUp(server.client(), { email: uniqueEmail('fresh'), name: 'Someone', confirm: false }));
    for (const again of [email, email.toUpperCase()]) {
      const client = server.client();
      const taken = await shape(await signUp(client, { email: again, name: 'Someone Else', confirm: false }));
      expect(taken).toEqual(fresh);
      expect(client.hasCookies()).toBe(false);
    }
    const mails = (await server.outbox()).filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your email for Lodestar',
      'You already have a Lodestar account',
      'You already have a Lodestar account',
    ]);
    // Nothing about the existing account changed.
    const owner = server.client();
    expect((await signIn(owner, email)).status).toBe(200);
    expect(await (await owner.get('/api/me')).json()).toMatchObject({ user: { name: 'Owner' } });
  });

  it('caps the name at 100 characters, and any other field at 2,048', async () => {
    const long = await signUp(server.client(), { name: 'n'.repeat(101), email: uniqueEmail('long') });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: 'NAME_TOO_LONG' });
    expect((await signUp(server.client(), { name: 'n'.repeat(100), email: uniqueEmail('max') })).status).toBe(200);
    const callback = await server.client().post('/api/auth/sign-up/email', {
      name: 'Cal',
      email: uniqueEmail('cal'),
      password: 'correct horse',
      callbackURL: `/${'x'.repeat(5000)}`,
    });
    expect(callback.status).toBe(400);
    expect(await callback.json()).toMatchObject({ code: 'FIELD_TOO_LONG' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, TEST_PASSWORD, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let email: string;
beforeAll(async () => {
  server = await startTestServer();
  email = uniqueEmail('grace');
  expect((await signUp(server.client(), { name: 'Grace Hopper', email })).status).toBe(200);
});
afterAll(() => server?.close());

describe('sign-in with email and password', () => {
  it('signs in with the right password and starts a session', async () => {
    const client = server.client();
    const response = await signIn(client, email, TEST_PASSWORD);
    expect(response.status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email, name: 'Grace Hopper' } });
  });

  it('accepts the email in another case', async () => {
    expect((await signIn(server.client(), email.toUpperCase())).status).toBe(200);
  });

  it('answers the same for a wrong password and for an unknown email, so accounts cannot be discovered', async () => {
    const wrongPassword = await signIn(server.client(), email, 'not the password');
    const unknownEmail = await signIn(server.client(), uniqueEmail('nobody'), 'not the password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const bodies = [await wrongPassword.json(), await unknownEmail.json()];
    expect(bodies[0]).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('sets no session cookie on a failed sign-in', async () => {
    const client = server.client();
    await signIn(client, email, 'not the password');
    expect(client.hasCookies()).toBe(false);
    expect((await client.get('/api/me')).status).toBe(401);
  });
});

describe('sessions', () => {
  it('answers 401 on /api/me without a session', async () => {
    const response = await server.client().get('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('ends the session on sign-out, on the server and not only in the cookie jar', async () => {
    const client = server.client();
    await signIn(client, email);
    const cookie = client.cookieHeader();
    expect((await client.get('/api/me')).status).toBe(200);

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    // The old cookie, replayed by someone who kept it, no longer works either.
    const replay = await server.app.request('/api/me', { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('keeps two sessions apart', async () => {
    const first = server.client();
    const second = server.client();
    await signIn(first, email);
    const otherEmail = uniqueEmail('other');
    await signUp(second, { name: 'Other', email: otherEmail });
    expect(await (await first.get('/api/me')).json()).toMatchObject({ user: { email } });
    expect(await (await second.get('/api/me')).json()).toMatchObject({ user: { email: otherEmail } });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../../db/auth-schema';
import { signUp, uniqueEmail } from '../../test-support/accounts';
import { LINK_EMAIL_TRIES } from './login-link-routes';
import { startTestServer, TEST_BASE_URL, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function newAccount(name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase());
  expect((await signUp(server.client(), { name, email })).status).toBe(200);
  return email;
}

/** Asks for a link as the login page does and returns the token and email from the mailed URL. */
async function requestLink(email: string) {
  const response = await server.client().post('/api/auth/sign-in/magic-link', { email, callbackURL: '/' });
  expect(response.status).toBe(200);
  const link = await server.latestLinkTo(email);
  return { link, token: link.searchParams.get('token') ?? '', email: link.searchParams.get('email') ?? '' };
}

const complete = (client = server.client(), body: { token: string; email: string }) =>
  client.post('/api/login-link/complete', body);

describe('emailed sign-in link', () => {
  it('mails a link to the login page carrying the email and a token', async () => {
    const email = await newAccount('Linda');
    const before = (await server.outbox()).length;
    const { link, token, email: linkEmail } = await requestLink(email);
    expect(await server.outbox()).toHaveLength(before + 1);
    expect(link.origin).toBe(TEST_BASE_URL);
    expect(link.pathname).toBe('/login');
    expect(linkEmail).toBe(email);
    expect(token.length).toBeGreaterThanOrEqual(16);
    const mail = (await server.outbox()).at(-1)!;
    expect(mail.subject).toBe('Your sign-in link for Lodestar');
  });

  it('signs in once the email is confirmed', async () => {
    const email = await newAccount('Lars');
    const { token } = await requestLink(email);
    const client = server.client();
    const response = await complete(client, { token, email });
    expect(response.status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email, name: 'Lars' } });
  });

  it('refuses another email than the one the link was sent to, and the link still works for its owner', async () => {
    const email = await newAccount('Mia');
    const intruder = await newAccount('Ivo');
    const { token } = await requestLink(email);
    const client = server.client();
    const refused = await complete(client, { token, email: intruder });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'EMAIL_MISMATCH' });
    expect((await client.get('/api/me')).status).toBe(401);

    expect((await complete(server.client(), { token, email })).status).toBe(200);
  });

  it('lets a mistyped email be typed again, a few times, then spends the link', async () => {
    const email = await newAccount('Rosa');
    const { token } = await requestLink(email);
    for (let i = 1; i < LINK_EMAIL_TRIES; i += 1) {
      const mistyped = await complete(server.client(), { token, email: `typo${i}-${email}` });
      expect(await mistyped.json()).toEqual({ code: 'EMAIL_MISMATCH', message: 'Invalid email address' });
    }
    // Retyped right after mistakes: the link still works.
    expect((await complete(server.client(), { token, email })).status).toBe(200);

    const { token: second } = await requestLink(email);
    for (let i = 1; i < LINK_EMAIL_TRIES; i += 1) await complete(server.client(), { token: second, email: `typo${i}-${email}` });
    const spent = await complete(server.client(), { token: second, email: `last-${email}` });
    expect(await spent.json()).toEqual({ code: 'LINK_USED', message: 'Invalid or already used sign-in link' });
    expect((await complete(server.client(), { token: second, email })).status).toBe(400);
  });

  it('asks for the email when the link arrives without one', async () => {
    const email = await newAccount('Nora');
    const { token } = await requestLink(email);
    const response = await complete(server.client(), { token, email: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'LINK_INVALID',
      message: 'Please enter your email to complete sign-in',
    });
  });

  it('works only once', async () => {
    const email = await newAccount('Otto');
    const { token } = await requestLink(email);
    expect((await complete(server.client(), { token, email })).status).toBe(200);
    const again = server.client();
    const reuse = await complete(again, { token, email });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({ code: 'LINK_USED', message: 'Invalid or already used sign-in link' });
    expect(again.hasCookies()).toBe(false);
  });

  it('refuses a made-up token', async () => {
    const email = await newAccount('Pia');
    const response = await complete(server.client(), { token: 'x'.repeat(32), email });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'LINK_USED' });
  });

  it('refuses an expired link with its own message', async () => {
    const email = await newAccount('Quinn');
    const { token } = await requestLink(email);
    await server.server.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verification.identifier, `magic-link:${token}`));

    const client = server.client();
    const expired = await complete(client, { token, email });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      code: 'LINK_EXPIRED',
      message: 'Sign-in link has expired. Please request a new one.',
    });
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('requires an email to send a link', async () => {
    const response = await server.client().post('/api/auth/sign-in/magic-link', { email: '' });
    expect(response.status).toBe(400);
  });
});

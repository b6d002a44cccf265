import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, verification } from '../../db/auth-schema';
import { signIn, signUp, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, TEST_BASE_URL, type TestServer } from '../../test-support/test-server';

// Issue 23 item 6: 'Forgot password?' mails a reset link that works once, within an hour, and
// answers alike whether or not the address has an account.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const NEW_PASSWORD = 'a brand new horse';

async function account(label: string) {
  const email = uniqueEmail(label);
  const owner = server.client();
  expect((await signUp(owner, { name: label, email })).status).toBe(200);
  return { email, owner };
}

const ask = (email: string) => server.client().post('/api/auth/request-password-reset', { email });

/** The token of the newest reset link mailed to `email`, as its owner would find it. */
async function mailedToken(email: string): Promise<string> {
  const link = await server.latestLinkTo(email);
  expect(link.origin).toBe(TEST_BASE_URL);
  expect(link.pathname).toBe('/login');
  const token = link.searchParams.get('reset');
  expect(token).toBeTruthy();
  return token!;
}

const reset = (token: string, newPassword = NEW_PASSWORD) => server.client().post('/api/auth/reset-password', { token, newPassword });
const status = async (token: string) => (await (await server.client().get(`/api/password-reset/status?token=${token}`)).json()) as { state: string };

describe('forgot password', () => {
  it('answers an address with an account exactly like one without, and mails only the owner', async () => {
    const { email } = await account('rita');
    const nobody = uniqueEmail('nobody');
    const before = (await server.outbox()).length;
    const shape = async (response: Response) => ({ status: response.status, body: await response.json(), cookies: response.headers.getSetCookie() });
    const known = await shape(await ask(email));
    const unknown = await shape(await ask(nobody));
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    const mails = (await server.outbox()).slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[email, 'Reset your Lodestar password']]);
    expect(mails[0]!.text).toContain('expires in one hour');
  });

  it('sets the new password once, signs every device out, and mails a notice', async () => {
    const { email, owner } = await account('sam');
    const other = server.client();
    expect((await signIn(other, email)).status).toBe(200);
    expect((await ask(email)).status).toBe(200);
    const token = await mailedToken(email);
    expect(await status(token)).toEqual({ state: 'valid' });

    const done = await reset(token);
    expect(done.status).toBe(200);
    // Both sessions (the sign-up's and another device's) are gone.
    expect((await owner.get('/api/me')).status).toBe(401);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await signIn(server.client(), email)).status).toBe(401);
    expect((await signIn(server.client(), email, NEW_PASSWORD)).status).toBe(200);
    const notice = (await server.outbox()).filter((mail) => mail.to === email).at(-1)!;
    expect(notice.subject).toBe('Your Lodestar password was changed');

    // The link works once.
    expect(await status(token)).toEqual({ state: 'used' });
    const again = await reset(token, 'yet another horse');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'RESET_LINK_USED' });
    expect((await signIn(server.client(), email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a link older than an hour and says it has expired', async () => {
    const { email } = await account('tess');
    expect((await ask(email)).status).toBe(200);
    const token = await mailedToken(email);
    const [row] = await server.server.database.db.select().from(verification).where(eq(verification.identifier, `reset-password:${token}`));
    // Issued for one hour from now.
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);
    await server.server.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect(await status(token)).toEqual({ state: 'expired' });
    const late = await reset(token);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: 'RESET_LINK_EXPIRED', message: 'This reset link has expired. Ask for a new one below.' });
    expect((await signIn(server.client(), email)).status).toBe(200);
  });

  it('holds a new password to the sign-up rules and leaves the link usable', async () => {
    const { email } = await account('uma');
    expect((await ask(email)).status).toBe(200);
    const token = await mailedToken(email);
    const weak = await reset(token, '12345');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect(await status(token)).toEqual({ state: 'valid' });
    expect((await reset(token, '123456')).status).toBe(200);
  });

  it('answers tokens that are not ours as used, without asking the database', async () => {
    for (const token of ['', 'x'.repeat(101), 'has%20space', '..%2F..']) expect(await status(token)).toEqual({ state: 'used' });
    const made = await server.server.database.db.select().from(verification).where(like(verification.identifier, 'reset-password:%'));
    expect(made.length).toBeGreaterThan(0);
  });

  it('says so when mail cannot go out, for an address with an account and one without alike', async () => {
    const broken = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const email = uniqueEmail('vic');
      // The account exists (created without mail), yet the answer is the same as for no account.
      await broken.server.database.db.insert(user).values({ id: `vic-${Date.now()}`, name: 'Vic', email, emailVerified: true });
      for (const address of [email, uniqueEmail('nobody')]) {
        const response = await broken.client().post('/api/auth/request-password-reset', { email: address });
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({ code: 'MAIL_UNAVAILABLE' });
      }
    } finally {
      await broken.close();
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session, verification } from '../../db/auth-schema';
import { signIn, TEST_PASSWORD, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { putSubscription } from '../billing/test-support/billing-fixtures';
import { BOSS_EMAIL, member, putDocument, rowsOf, send, type Member } from '../admin/test-support/admin-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: BOSS_EMAIL, SIGN_IN_MAX_FAILURES: '3', FRESH_LOGIN_MINUTES: '10' });
});
afterAll(() => server?.close());

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

/** Makes every session of the user as old as a sign-in an hour ago. */
async function ageSessions(user: Member, minutes = 60) {
  await server.server.database.db
    .update(session)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(session.userId, user.id));
}

describe('GET /api/account/me', () => {
  it('answers who is signed in, their role and their subscription badge', async () => {
    const user = await member(server, { name: 'Grace Hopper' });
    const me = await json(await user.client.get('/api/account/me'));
    expect(me).toEqual({
      user: { id: user.id, name: 'Grace Hopper', email: user.email, image: null, role: 'user', joinedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      isAdmin: false,
      hasPassword: true,
      subscriptionLabel: 'Free',
    });
    await putSubscription(server, user.id, { plan: 'yearly' });
    expect(await json(await user.client.get('/api/account/me'))).toMatchObject({ subscriptionLabel: 'Yearly' });
    expect((await server.client().get('/api/account/me')).status).toBe(401);
  });
});

describe('PATCH /api/account/profile', () => {
  it('changes the name, and refuses anything but a name', async () => {
    const user = await member(server);
    const response = await send(user.client, 'PATCH', '/api/account/profile', { name: '  New Name ' });
    expect(response.status).toBe(200);
    expect(await json(await user.client.get('/api/account/me'))).toMatchObject({ user: { name: 'New Name' } });
    expect((await send(user.client, 'PATCH', '/api/account/profile', { name: 42 })).status).toBe(400);
    expect((await send(server.client(), 'PATCH', '/api/account/profile', { name: 'x' })).status).toBe(401);
  });
});

describe('POST /api/account/email', () => {
  it('changes the email only once the link mailed to the new address is opened; the new address then signs in', async () => {
    const user = await member(server);
    const newEmail = uniqueEmail('moved');
    const response = await user.client.post('/api/account/email', { newEmail: newEmail.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true, email: newEmail, pending: true });
    // Nothing changes before the owner of the new address says so.
    expect(await json(await user.client.get('/api/account/me'))).toMatchObject({ user: { email: user.email } });
    expect((await signIn(server.client(), user.email)).status).toBe(200);

    const link = await server.latestLinkTo(newEmail);
    expect(link.pathname).toBe('/api/account/email/confirm');
    const confirmed = await server.client().get(`${link.pathname}${link.search}`);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`Your email is now ${newEmail}.`);
    expect((await signIn(server.client(), newEmail)).status).toBe(200);
    expect((await signIn(server.client(), user.email)).status).toBe(401);
    // A link works once.
    expect((await server.client().get(`${link.pathname}${link.search}`)).status).toBe(400);
  });

  it('keeps one pending change per account: asking again replaces the earlier link (issue 32 item 5)', async () => {
    const user = await member(server);
    const asked = Array.from({ length: 6 }, () => uniqueEmail('pile'));
    for (const newEmail of asked) expect((await user.client.post('/api/account/email', { newEmail })).status).toBe(200);
    const pending = await server.server.database.db
      .select({ value: verification.value })
      .from(verification)
      .where(sql`${verification.identifier} LIKE 'email-change:%' AND ${verification.value} LIKE ${`%${user.id}%`}`);
    expect(pending).toHaveLength(1);
    const earlier = await server.latestLinkTo(asked[0]!);
    expect((await server.client().get(`${earlier.pathname}${earlier.search}`)).status).toBe(400);
    const latest = await server.latestLinkTo(asked.at(-1)!);
    expect((await server.client().get(`${latest.pathname}${latest.search}`)).status).toBe(200);
  });

  it('mails the old address a notice of the change that masks the new address', async () => {
    const user = await member(server);
    const newEmail = uniqueEmail('masked');
    await user.client.post('/api/account/email', { newEmail });
    const link = await server.latestLinkTo(newEmail);
    expect((await server.outbox()).filter((m) => m.to === user.email && /changed/i.test(m.subject))).toEqual([]);
    expect((await server.client().get(`${link.pathname}${link.search}`)).status).toBe(200);

    const notice = (await server.outbox()).filter((m) => m.to === user.email).at(-1);
    expect(notice?.subject).toBe('Your Lodestar email was changed');
    const [local = '', domain = ''] = newEmail.split('@');
    expect(notice?.text).toContain(`${local[0]}***@${domain}`);
    expect(notice?.text).not.toContain(newEmail);
    expect(notice?.html).not.toContain(newEmail);
  });

  it('needs a recent sign-in; re-authenticating with the password makes a fresh session', async () => {
    const user = await member(server);
    await ageSessions(user);
    const newEmail = uniqueEmail('later');
    const stale = await user.client.post('/api/account/email', { newEmail });
    expect(stale.status).toBe(403);
    expect(await json(stale)).toEqual({ code: 'REQUIRES_RECENT_LOGIN', message: 'Please sign in again before updating your email' });

    const empty = await user.client.post('/api/account/reauthenticate', { password: '' });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({ message: 'Password required for re-authentication' });
    const wrong = await user.client.post('/api/account/reauthenticate', { password: 'not it' });
    expect(wrong.status).toBe(403);
    expect(await json(wrong)).toMatchObject({ code: 'REAUTH_FAILED', message: 'Re-authentication failed' });

    const fresh = await user.client.post('/api/account/reauthenticate', { password: TEST_PASSWORD });
    expect(fresh.status).toBe(200);
    // The old session was replaced, not kept alongside.
    const sessions = await server.server.database.db.select().from(session).where(eq(session.userId, user.id));
    expect(sessions).toHaveLength(1);
    expect((await user.client.post('/api/account/email', { newEmail })).status).toBe(200);
  });

  it('answers a taken address like a free one, changes nothing, and tells the owner by mail; refuses a malformed one', async () => {
    const user = await member(server);
    const other = await member(server);
    const taken = await user.client.post('/api/account/email', { newEmail: other.email });
    expect(taken.status).toBe(200);
    expect(await json(taken)).toEqual({ ok: true, email: other.email, pending: true });
    const mail = (await server.outbox()).filter((m) => m.to === other.email).at(-1);
    expect(mail?.subject).toBe('Someone tried to use your email on Lodestar');
    expect(mail?.text).not.toContain('/api/account/email/confirm');
    expect((await user.client.post('/api/account/email', { newEmail: 'nope' })).status).toBe(400);
    expect(await json(await user.client.get('/api/account/me'))).toMatchObject({ user: { email: user.email } });
    expect(await json(await other.client.get('/api/account/me'))).toMatchObject({ user: { email: other.email } });
  });

  it('locks password checks after repeated failures', async () => {
    const user = await member(server);
    for (let i = 0; i < 3; i += 1) {
      expect((await user.client.post('/api/account/reauthenticate', { password: `wrong ${i}` })).status).toBe(403);
    }
    const locked = await user.client.post('/api/account/reauthenticate', { password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect((await send(user.client, 'DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(429);
    expect((await rowsOf(server, user.id)).user).toBe(1);
  });

  it('shares one lock with sign-in: wrong current passwords lock sign-in, wrong sign-ins lock the password change (issue 32 item 9)', async () => {
    const guessed = await member(server);
    for (let i = 0; i < 3; i += 1) {
      const change = await guessed.client.post('/api/account/password', { currentPassword: `wrong ${i}`, newPassword: 'another good one' });
      expect(change.status).toBe(403);
    }
    expect((await signIn(server.client(), guessed.email)).status).toBe(429);

    const sprayed = await member(server);
    for (let i = 0; i < 3; i += 1) expect((await signIn(server.client(), sprayed.email, `wrong ${i}`)).status).toBe(401);
    const change = await sprayed.client.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'another good one' });
    expect(change.status).toBe(429);
  });
});

describe('DELETE /api/account', () => {
  it('refuses an empty or wrong password and keeps the account', async () => {
    const user = await member(server);
    const empty = await send(user.client, 'DELETE', '/api/account', { password: '' });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toEqual({ code: 'PASSWORD_REQUIRED', message: 'Please enter your password' });
    expect((await send(user.client, 'DELETE', '/api/account')).status).toBe(400);
    const wrong = await send(user.client, 'DELETE', '/api/account', { password: 'guess' });
    expect(wrong.status).toBe(403);
    expect(await json(wrong)).toEqual({ code: 'REAUTH_FAILED', message: 'Re-authentication failed' });
    expect(await rowsOf(server, user.id)).toMatchObject({ user: 1, account: 1, session: 1 });
  });

  it('with the right password removes the account, its subscription, sessions and document, and signs out', async () => {
    const user = await member(server);
    const elsewhere = server.client();
    await signIn(elsewhere, user.email);
    await putSubscription(server, user.id);
    await putDocument(server, user.id);
    expect(await rowsOf(server, user.id)).toMatchObject({ user: 1, session: 2, account: 1, subscription: 1, document: 1 });

    const response = await send(user.client, 'DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true });
    expect(response.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie))).toBe(true);
    expect(user.client.hasCookies()).toBe(false);
    expect(await rowsOf(server, user.id)).toEqual({ user: 0, session: 0, account: 0, subscription: 0, checkoutSession: 0, document: 0 });
    expect((await elsewhere.get('/api/account/me')).status).toBe(401);
    expect((await signIn(server.client(), user.email)).status).toBe(401);
  });

  it('is not offered to admins', async () => {
    const boss = await member(server, { email: BOSS_EMAIL });
    const response = await send(boss.client, 'DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ code: 'ADMIN_CANNOT_DELETE', message: 'Admins cannot delete their account' });
    expect((await rowsOf(server, boss.id)).user).toBe(1);
  });

  it('asks an account without a password for a recent sign-in instead', async () => {
    const user = await member(server);
    await server.server.database.db.delete(account).where(eq(account.userId, user.id));
    expect(await json(await user.client.get('/api/account/me'))).toMatchObject({ hasPassword: false });
    await ageSessions(user);
    const stale = await send(user.client, 'DELETE', '/api/account', {});
    expect(stale.status).toBe(403);
    expect(await json(stale)).toEqual({
      code: 'REQUIRES_RECENT_LOGIN',
      message: 'Please re-authenticate to delete your account',
      requiresReauth: true,
    });
    await ageSessions(user, 0);
    expect((await send(user.client, 'DELETE', '/api/account', {})).status).toBe(200);
    expect((await rowsOf(server, user.id)).user).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, signIn, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { putSubscription, storedSubscription } from '../billing/test-support/billing-fixtures';
import { auditFor, BOSS_EMAIL, member, putDocument, roleOf, rowsOf, send, type Member } from './test-support/admin-fixtures';

let server: TestServer;
let boss: Member;
beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: BOSS_EMAIL });
  boss = await member(server, { email: BOSS_EMAIL, name: 'The Boss' });
});
afterAll(() => server?.close());

const DAY = 86_400_000;
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

const routes = (id: string): [string, string, unknown?][] => [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users?query=boss'],
  ['POST', '/api/admin/users', { email: uniqueEmail('x'), password: 'secret1', subscriptionType: 'lifetime' }],
  ['POST', `/api/admin/users/${id}/grant`, { days: 30 }],
  ['POST', `/api/admin/users/${id}/unsubscribe`],
  ['POST', `/api/admin/users/${id}/make-admin`],
  ['DELETE', `/api/admin/users/${id}`],
];

describe('who may use the admin API', () => {
  it('answers 401 without a session and 403 to a regular user, changing nothing', async () => {
    const regular = await member(server);
    const other = await member(server);
    await putSubscription(server, other.id, { provider: 'admin', providerSubscriptionId: null, grantedByAdmin: true });
    for (const [method, path, body] of routes(other.id)) {
      const anonymous = await send(server.client(), method, path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await send(regular.client, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(await json(refused)).toEqual({ code: 'FORBIDDEN', title: 'Forbidden', message: 'You must be logged in as an admin' });
    }
    expect(await roleOf(server, other.id)).toBe('user');
    expect((await rowsOf(server, other.id)).user).toBe(1);
    expect((await storedSubscription(server, other.id))?.status).toBe('active');
    expect(await auditFor(server, other.id)).toEqual([]);
  });

  it('never lets a regular user make themself an admin', async () => {
    const regular = await member(server);
    expect((await regular.client.post(`/api/admin/users/${regular.id}/make-admin`)).status).toBe(403);
    // update-user takes a name and a picture only; Better Auth would refuse the role too (declared input: false).
    const update = await regular.client.post('/api/auth/update-user', { role: 'admin' });
    expect(update.status).toBe(400);
    expect(await json(update)).toMatchObject({ message: 'Only name and image can be changed here' });
    const both = await regular.client.post('/api/auth/update-user', { name: 'Sneaky', role: 'admin' });
    expect(both.status).toBe(400);
    // Nor can the role be chosen at sign-up.
    const client = server.client();
    const sneakyEmail = uniqueEmail('sneaky');
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Sneaky',
      email: sneakyEmail,
      password: 'secret1',
      role: 'admin',
    });
    // Better Auth replaces an input:false field by its default at sign-up.
    expect(signUp.status).toBe(200);
    await confirmEmail(client, sneakyEmail);
    expect(await json(await client.get('/api/me'))).toMatchObject({ user: { role: 'user' } });
    // The account API takes no role either.
    expect((await send(regular.client, 'PATCH', '/api/account/profile', { name: 'x', role: 'admin' })).status).toBe(400);
    expect(await roleOf(server, regular.id)).toBe('user');
    expect(await json(await regular.client.get('/api/account/me'))).toMatchObject({ isAdmin: false, user: { role: 'user' } });
  });

  it('lets an admin in', async () => {
    const stats = await boss.client.get('/api/admin/stats');
    expect(stats.status).toBe(200);
  });
});

describe('stats and the user list', () => {
  it('counts users, admins and subscriptions that give access', async () => {
    const before = await json<{ users: number; activeSubscriptions: number; admins: number }>(await boss.client.get('/api/admin/stats'));
    const paying = await member(server);
    await putSubscription(server, paying.id);
    const lapsed = await member(server);
    await putSubscription(server, lapsed.id, { currentPeriodEnd: new Date(Date.now() - DAY) });
    const after = await json<typeof before>(await boss.client.get('/api/admin/stats'));
    expect(after).toEqual({ users: before.users + 2, activeSubscriptions: before.activeSubscriptions + 1, admins: before.admins });
    expect(after.admins).toBeGreaterThanOrEqual(1);
  });

  it('pages newest first without repeating or skipping anyone', async () => {
    const label = `pager${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await member(server, { email: uniqueEmail(label) })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ query: label, limit: '2', ...(cursor ? { cursor } : {}) });
      const page: { users: { uid: string }[]; nextCursor: string | null } = await json(await boss.client.get(`/api/admin/users?${query}`));
      expect(page.users.length).toBeLessThanOrEqual(2);
      seen.push(...page.users.map((u) => u.uid));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
  });

  it('finds users by part of their email or name, and describes each', async () => {
    const named = await member(server, { name: 'Zebulon Quartz' });
    const unnamed = await member(server, { email: uniqueEmail('nameless') });
    await server.server.database.db.execute(`update "user" set name = '' where id = '${unnamed.id}'`);
    await putSubscription(server, named.id, { plan: 'yearly' });

    const byName = await json<{ users: Record<string, unknown>[] }>(await boss.client.get('/api/admin/users?query=BULON%20qua'));
    expect(byName.users).toEqual([
      {
        uid: named.id,
        email: named.email,
        displayName: 'Zebulon Quartz',
        hasSubscription: true,
        isAdmin: false,
        createdAt: expect.stringMatching(/^\d{4}-/),
        subscription: { status: 'active', plan: 'yearly', currentPeriodEnd: expect.any(String), grantedByAdmin: false },
        avatarVersion: null,
      },
    ]);
    const byEmail = await json<{ users: Record<string, unknown>[] }>(
      await boss.client.get(`/api/admin/users?query=${encodeURIComponent(unnamed.email.slice(2, 14))}`),
    );
    expect(byEmail.users).toMatchObject([
      { uid: unnamed.id, displayName: unnamed.email.split('@')[0], hasSubscription: false, subscription: null },
    ]);
    // LIKE's wildcards are plain characters in a search.
    expect((await json<{ users: unknown[] }>(await boss.client.get('/api/admin/users?query=%25'))).users).toEqual([]);
    const admins = await json<{ users: { uid: string; isAdmin: boolean }[] }>(await boss.client.get('/api/admin/users?query=boss@'));
    expect(admins.users).toEqual([expect.objectContaining({ uid: boss.id, isAdmin: true })]);
  });

  it('refuses a forged cursor and an oversized page', async () => {
    expect((await boss.client.get("/api/admin/users?cursor=x'--")).status).toBe(400);
    expect((await boss.client.get('/api/admin/users?limit=500')).status).toBe(400);
  });
});

describe('creating a user', () => {
  const create = (body: unknown) => boss.client.post('/api/admin/users', body);

  it("answers the spec's messages for a missing email, a short password and a taken email", async () => {
    expect(await json(await create({ password: 'secret1', subscriptionType: 'trial' }))).toEqual({
      code: 'INVALID_INPUT',
      title: 'Missing Information',
      message: 'Please provide an email address',
    });
    const short = await create({ email: uniqueEmail(), password: '12345', subscriptionType: 'trial' });
    expect(short.status).toBe(400);
    expect(await json(short)).toMatchObject({ title: 'Password Too Short', message: 'Password must be at least 6 characters' });
    const taken = await create({ email: BOSS_EMAIL.toUpperCase(), password: 'secret1', subscriptionType: 'trial' });
    expect(taken.status).toBe(409);
    expect(await json(taken)).toEqual({
      code: 'EMAIL_IN_USE',
      title: 'Failed to Create User',
      message: 'An account already exists with this email',
    });
  });

  it('generates a password when left blank, answers it once, and the account signs in with it', async () => {
    const email = uniqueEmail('made');
    const response = await create({ email, password: '', subscriptionType: 'trial' });
    expect(response.status).toBe(201);
    const { user } = await json<{ user: { uid: string; email: string; isAdmin: boolean; generatedPassword: string } }>(response);
    expect(user).toMatchObject({ email, isAdmin: false });
    expect(user.generatedPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await signIn(server.client(), email, user.generatedPassword)).status).toBe(200);
    // No session was made for the new user by creating it.
    const withPassword = await create({ email: uniqueEmail('made'), password: 'chosen-pw', subscriptionType: 'trial' });
    expect((await json<{ user: Record<string, unknown> }>(withPassword)).user).not.toHaveProperty('generatedPassword');
  });

  it('starts the chosen free subscription and logs it', async () => {
    const expected = { trial: 7 * DAY, monthly: 28 * DAY, yearly: 365 * DAY };
    for (const type of ['trial', 'monthly', 'yearly', 'lifetime'] as const) {
      const email = uniqueEmail(type);
      const started = Date.now();
      const { user } = await json<{ user: { uid: string } }>(await create({ email, password: 'secret1', subscriptionType: type }));
      const row = await storedSubscription(server, user.uid);
      expect(row).toMatchObject({ provider: 'admin', plan: type, status: 'active', grantedByAdmin: true, amountCents: 0 });
      if (type === 'lifetime') expect(row?.currentPeriodEnd).toBeNull();
      else expect(row!.currentPeriodEnd!.getTime() - started).toBeGreaterThanOrEqual(expected[type] - 60_000);
      const signedIn = server.client();
      await signIn(signedIn, email, 'secret1');
      expect(await json(await signedIn.get('/api/billing/status'))).toMatchObject({ allowed: true, reason: 'subscription' });
      expect(await auditFor(server, user.uid)).toEqual([
        expect.objectContaining({ actorUserId: boss.id, actorEmail: BOSS_EMAIL, action: 'create-user', targetEmail: email }),
      ]);
    }
  });
});

describe('actions on a user', () => {
  it('grants free days only to a user without a subscription', async () => {
    const target = await member(server);
    const granted = await boss.client.post(`/api/admin/users/${target.id}/grant`, {});
    expect(granted.status).toBe(200);
    const row = await storedSubscription(server, target.id);
    expect(row).toMatchObject({ provider: 'admin', plan: 'trial', status: 'active', grantedByAdmin: true });
    expect(Math.round((row!.currentPeriodEnd!.getTime() - Date.now()) / DAY)).toBe(30);
    const again = await boss.client.post(`/api/admin/users/${target.id}/grant`, { days: 5 });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'ALREADY_SUBSCRIBED', title: 'Failed to grant access' });
    for (const days of [0, 3651, 'ten']) {
      expect((await boss.client.post(`/api/admin/users/${target.id}/grant`, { days })).status).toBe(400);
    }
    expect((await boss.client.post('/api/admin/users/nobody/grant', {})).status).toBe(404);
    expect(await auditFor(server, target.id)).toEqual([
      expect.objectContaining({ action: 'grant-access', actorUserId: boss.id, details: expect.objectContaining({ days: 30 }) }),
    ]);
  });

  it('replaces an ended subscription with a grant', async () => {
    const target = await member(server);
    await putSubscription(server, target.id, { status: 'canceled', currentPeriodEnd: new Date(Date.now() - DAY) });
    expect((await boss.client.post(`/api/admin/users/${target.id}/grant`, { days: 3650 })).status).toBe(200);
    expect(await storedSubscription(server, target.id)).toMatchObject({ provider: 'admin', status: 'active', providerSubscriptionId: null });
  });

  it('unsubscribes a paying user through the payment provider, and ends a grant', async () => {
    const paying = await member(server);
    await putSubscription(server, paying.id);
    const response = await boss.client.post(`/api/admin/users/${paying.id}/unsubscribe`);
    expect(response.status).toBe(200);
    expect((await storedSubscription(server, paying.id))?.status).toBe('canceled');
    expect(await json(await paying.client.get('/api/billing/status'))).toMatchObject({ allowed: false });

    const granted = await member(server);
    await boss.client.post(`/api/admin/users/${granted.id}/grant`, {});
    expect((await boss.client.post(`/api/admin/users/${granted.id}/unsubscribe`)).status).toBe(200);
    expect((await storedSubscription(server, granted.id))?.status).toBe('canceled');

    const again = await boss.client.post(`/api/admin/users/${granted.id}/unsubscribe`);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'NOT_SUBSCRIBED', title: 'Failed to unsubscribe' });
    expect((await auditFor(server, paying.id)).map((entry) => entry.action)).toEqual(['unsubscribe']);
  });

  it('makes a user an admin once', async () => {
    const target = await member(server);
    expect((await boss.client.post(`/api/admin/users/${target.id}/make-admin`)).status).toBe(200);
    expect(await json(await target.client.get('/api/account/me'))).toMatchObject({ isAdmin: true, subscriptionLabel: 'Admin' });
    expect((await target.client.get('/api/admin/stats')).status).toBe(200);
    const again = await boss.client.post(`/api/admin/users/${target.id}/make-admin`);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'ALREADY_ADMIN', title: 'Failed to promote' });
    expect(await auditFor(server, target.id)).toEqual([
      expect.objectContaining({ action: 'make-admin', actorUserId: boss.id, actorEmail: BOSS_EMAIL, targetEmail: target.email }),
    ]);
  });

  it('deletes a user with every row and their synced document', async () => {
    const target = await member(server);
    await putSubscription(server, target.id);
    await putDocument(server, target.id);
    expect(await rowsOf(server, target.id)).toMatchObject({ user: 1, session: 1, account: 1, subscription: 1, document: 1 });

    const response = await send(boss.client, 'DELETE', `/api/admin/users/${target.id}`);
    expect(response.status).toBe(200);
    expect(await rowsOf(server, target.id)).toEqual({ user: 0, session: 0, account: 0, subscription: 0, checkoutSession: 0, document: 0 });
    expect((await target.client.get('/api/account/me')).status).toBe(401);
    expect((await signIn(server.client(), target.email)).status).toBe(401);
    expect(await auditFor(server, target.id)).toEqual([
      expect.objectContaining({ action: 'delete-user', actorUserId: boss.id, targetEmail: target.email }),
    ]);
    expect((await send(boss.client, 'DELETE', `/api/admin/users/${target.id}`)).status).toBe(404);
  });

  it('does not let an admin delete themself here', async () => {
    const response = await send(boss.client, 'DELETE', `/api/admin/users/${boss.id}`);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'CANNOT_DELETE_SELF', title: 'Failed to delete user' });
    expect((await rowsOf(server, boss.id)).user).toBe(1);
  });
});

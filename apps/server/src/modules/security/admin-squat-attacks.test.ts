import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, signIn, signUp, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// Issue 21 item 4: an attacker signs up an ADMIN_EMAILS address with a password of their own, has the
// confirmation mailed again and again (30 of 30 sent), and once the owner opens one, the attacker's
// password signs in as an admin. The same through an email change to a listed address.
const ATTACKER_PASSWORD = 'attacker chose this';
const ASKS = 30;

let server: TestServer;
let listed: string[];
let next = 0;
/** A listed address no other test of this file touches. */
const listedAddress = () => listed[next++]!;
/** Each client comes from its own address (the server trusts X-Forwarded-For here). */
let address = 0;
const client = () => server.client({ 'x-forwarded-for': `198.51.100.${++address}` });

async function mailsTo(email: string) {
  return (await server.outbox()).filter((mail) => mail.to === email);
}

beforeAll(async () => {
  listed = Array.from({ length: 8 }, (_, i) => `owner-${i}-${Date.now().toString(36)}@example.com`);
  server = await startTestServer({ ADMIN_EMAILS: listed.join(','), TRUST_PROXY: 'true', INSECURE_DEV_ON_NETWORK: 'true' });
});
afterAll(() => server?.close());

async function isAdmin(c: ReturnType<typeof client>): Promise<boolean> {
  const me = await c.get('/api/account/me');
  return me.ok && ((await me.json()) as { isAdmin: boolean }).isAdmin;
}

describe('confirmation mails to a squatted address', () => {
  it(`are limited: ${ASKS} asks for the link again send at most 3`, async () => {
    const email = listedAddress();
    const attacker = client();
    expect((await signUp(attacker, { email, password: ATTACKER_PASSWORD, confirm: false })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < ASKS; i++) statuses.push((await attacker.post('/api/auth/send-verification-email', { email })).status);
    const resent = (await mailsTo(email)).length - 1;
    console.info(`send-verification-email: ${resent} of ${ASKS} sent`);
    expect(resent).toBeLessThanOrEqual(3);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
  });

  // Each sign-in checks the password (scrypt, CPU-bound by design): 30 of them on a busy 2-core machine took 30 s.
  it(`are limited through sign-in too: ${ASKS} sign-ins of the unconfirmed account send at most 10 mails in all`, async () => {
    const email = listedAddress();
    await signUp(client(), { email, password: ATTACKER_PASSWORD, confirm: false });
    const statuses: number[] = [];
    for (let i = 0; i < ASKS; i++) statuses.push((await signIn(client(), email, ATTACKER_PASSWORD)).status);
    const sent = (await mailsTo(email)).length;
    console.info(`sign-in of an unconfirmed account: ${sent - 1} of ${ASKS} confirmation mails sent`);
    expect(sent).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
    expect(await (await signIn(client(), email, ATTACKER_PASSWORD)).json()).toMatchObject({ code: 'TOO_MANY_EMAILS' });
  }, 90_000);

  it('do not make the attacker’s password an admin’s when the owner opens one', async () => {
    const email = listedAddress();
    await signUp(client(), { email, password: ATTACKER_PASSWORD, confirm: false });
    // The owner opens the link in their own mailbox: it proves the address and signs the owner in.
    const owner = client();
    await confirmEmail(owner, email);
    expect(await isAdmin(owner)).toBe(true);

    const attacker = client();
    const attempt = await signIn(attacker, email, ATTACKER_PASSWORD);
    console.info(`attacker's sign-up password after the owner's click: ${attempt.status}`);
    expect(attempt.status).toBe(401);
    expect(await isAdmin(attacker)).toBe(false);
    // The mail told the owner how to sign in next time: with an emailed link, which works.
    expect((await mailsTo(email))[0]!.text).toContain('the password typed at sign-up is not kept');
    const again = client();
    expect((await again.post('/api/auth/sign-in/magic-link', { email })).status).toBe(200);
    const link = await server.latestLinkTo(email);
    const done = await again.post('/api/login-link/complete', { token: link.searchParams.get('token'), email });
    expect(done.status).toBe(200);
    expect(await isAdmin(again)).toBe(true);
  });

  it('leave an ordinary account’s sign-up password as it was', async () => {
    const email = uniqueEmail('ordinary');
    const person = client();
    await signUp(person, { email });
    expect((await signIn(client(), email)).status).toBe(200);
    expect((await mailsTo(email))[0]!.text).not.toContain('not kept');
  });
});

describe('an email change to a listed address', () => {
  it(`is limited: ${ASKS} asks mail the address at most 3 times`, async () => {
    const email = listedAddress();
    const attacker = client();
    await signUp(attacker, { email: uniqueEmail('mover'), password: ATTACKER_PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < ASKS; i++) statuses.push((await attacker.post('/api/account/email', { newEmail: email })).status);
    const sent = (await mailsTo(email)).length;
    console.info(`email change to a listed address: ${sent} of ${ASKS} mails sent`);
    expect(sent).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ASKS - 3);
  });

  it('never completes for an account that is not an admin: the owner gets no link to click', async () => {
    const email = listedAddress();
    const attacker = client();
    await signUp(attacker, { email: uniqueEmail('mover'), password: ATTACKER_PASSWORD });
    // Answered as any change is, so the answer tells no one the address is on the list.
    expect(await (await attacker.post('/api/account/email', { newEmail: email })).json()).toEqual({ ok: true, email, pending: true });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Someone tried to use your email on Lodestar');
    expect(mail?.text).not.toContain('/api/account/email/confirm');
    expect(mail?.text).toContain('reserved for an administrator account');
    expect(((await (await attacker.get('/api/account/me')).json()) as { user: { email: string } }).user.email).not.toBe(email);

    // The owner of the address signs up with it, and is an admin.
    const owner = client();
    await signUp(owner, { email });
    expect(await isAdmin(owner)).toBe(true);
  });
});

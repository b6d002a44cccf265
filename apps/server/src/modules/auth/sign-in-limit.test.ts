import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signUp, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const MAX_FAILURES = 3;
const LOCK_MINUTES = 15;
const locked = { code: 'TOO_MANY_FAILED_ATTEMPTS', message: 'Too many failed attempts. Please try again later' };

let server: TestServer;
let address = 0;
/** Each client comes from its own address (the server trusts X-Forwarded-For here), so tests do not share the per-address count. */
const client = (from = `198.51.100.${++address}`) => server.client({ 'x-forwarded-for': from });

async function newAccount(label: string): Promise<string> {
  const email = uniqueEmail(label);
  expect((await signUp(client(), { email })).status).toBe(200);
  return email;
}

beforeAll(async () => {
  server = await startTestServer({
    SIGN_IN_MAX_FAILURES: String(MAX_FAILURES),
    SIGN_IN_LOCK_MINUTES: String(LOCK_MINUTES),
    TRUST_PROXY: 'true',
    INSECURE_DEV_ON_NETWORK: 'true',
  });
});
afterAll(() => server?.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in failure limit', () => {
  it(`locks an account after ${MAX_FAILURES} failures, even against the right password, and leaves other accounts alone`, async () => {
    const target = await newAccount('target');
    const bystander = await newAccount('bystander');
    const attacker = client();
    for (let i = 0; i < MAX_FAILURES; i++) expect((await signIn(attacker, target, 'guess' + i)).status).toBe(401);

    const refused = await signIn(attacker, target);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(locked);
    // The owner, from anywhere, is locked out for now too: the lock is on the account.
    const owner = client();
    const ownerAttempt = await signIn(owner, target.toUpperCase());
    expect(ownerAttempt.status).toBe(429);
    expect(owner.hasCookies()).toBe(false);

    expect((await signIn(attacker, bystander)).status).toBe(200);
  });

  it('counts only consecutive failures: a success clears the count', async () => {
    const email = await newAccount('forgetful');
    const user = client();
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await signIn(user, email, 'typo')).status).toBe(401);
    expect((await signIn(user, email)).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES - 1; i++) expect((await signIn(user, email, 'typo')).status).toBe(401);
    expect((await signIn(user, email)).status).toBe(200);
  });

  it('locks an address that sprays many accounts, without locking the accounts for others', async () => {
    const sprayer = client('203.0.113.66');
    for (let i = 0; i < MAX_FAILURES * 4; i++) {
      expect((await signIn(sprayer, uniqueEmail('spray'), 'password1')).status).toBe(401);
    }
    const email = await newAccount('sprayed');
    expect((await signIn(sprayer, email)).status).toBe(429);
    expect((await signIn(client(), email)).status).toBe(200);
  });

  it(`lets the account sign in again after ${LOCK_MINUTES} minutes`, async () => {
    const email = await newAccount('patient');
    const user = client();
    for (let i = 0; i < MAX_FAILURES; i++) await signIn(user, email, 'wrong');
    expect((await signIn(user, email)).status).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (LOCK_MINUTES + 1) * 60_000);
    expect((await signIn(user, email)).status).toBe(200);
  });
});

// Finding 2 of the security review: a sign-in sent as a form body was neither counted nor refused (the
// right password got 200 on a locked account), and behind TRUST_PROXY the limiter believed the
// left-most X-Forwarded-For entry, which the client writes (80 guesses, none refused).
describe('ways around the limit', () => {
  it('refuses a sign-in sent as a form, so a locked account stays locked', async () => {
    const email = await newAccount('formed');
    const attacker = client();
    for (let i = 0; i < MAX_FAILURES; i++) await signIn(attacker, email, 'wrong');
    const form = await attacker.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: 'correct horse' }).toString(),
    });
    expect(form.status).toBe(415);
    expect(attacker.hasCookies()).toBe(false);
    expect((await signIn(client(), email)).status).toBe(429);
  });

  it('counts the address the trusted proxy saw, whatever the client writes to the left of it', async () => {
    const email = await newAccount('spoofed');
    const guesses = MAX_FAILURES * 4;
    for (let i = 0; i < guesses; i++) {
      // A fresh made-up address each time, then the proxy's own entry: the real client.
      const spoofer = server.client({ 'x-forwarded-for': `10.9.${i}.1, 203.0.113.77` });
      await signIn(spoofer, uniqueEmail(`other${i}`), 'guess');
    }
    const next = server.client({ 'x-forwarded-for': '10.99.99.99, 203.0.113.77' });
    expect((await signIn(next, email)).status).toBe(429);
  });

  it('keeps the lock across a restart (the counts live in the database)', async () => {
    const email = await newAccount('restarted');
    const user = client();
    for (let i = 0; i < MAX_FAILURES; i++) await signIn(user, email, 'wrong');
    server = await server.restart();
    expect((await signIn(client(), email)).status).toBe(429);
  });
});

// Finding 8 of the security review: 60 sign-in link mails in 0.3 s, and about 470 sign-ups, none refused.
describe('mail-sending routes', () => {
  it('limits sign-in links per address mailed', async () => {
    const email = await newAccount('linked');
    const asks = [];
    for (let i = 0; i < 7; i++) asks.push((await client().post('/api/auth/sign-in/magic-link', { email })).status);
    expect(asks).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('limits sign-ups and sign-in links per client address', async () => {
    const limited = await startTestServer({ AUTH_MAIL_LIMIT_PER_ADDRESS: '4', TRUST_PROXY: 'true', INSECURE_DEV_ON_NETWORK: 'true' });
    try {
      const from = () => limited.client({ 'x-forwarded-for': '198.51.100.200' });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await signUp(from(), { email: uniqueEmail('bomb'), confirm: false })).status);
      statuses.push((await from().post('/api/auth/sign-in/magic-link', { email: uniqueEmail('bomb') })).status);
      statuses.push((await signUp(from(), { email: uniqueEmail('bomb'), confirm: false })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      // Another client is not affected.
      const other = limited.client({ 'x-forwarded-for': '198.51.100.201' });
      expect((await signUp(other, { email: uniqueEmail('fine'), confirm: false })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

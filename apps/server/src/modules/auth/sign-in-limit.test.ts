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

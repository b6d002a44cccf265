import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { signUp, uniqueEmail } from '../../test-support/accounts';
import { configError } from '../../test-support/config-error';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { isLoopbackHost } from './listen-policy';

// Finding 1 of the security review: `npm start` listened on 0.0.0.0 in development mode and served
// /dev/mail to everyone, so four anonymous requests turned a sign-in link for the admin into an
// admin session; the sandbox's Pay button gave anyone a subscription.
const PRODUCTION_MAIL = { SMTP_URL: 'smtp://mail.example.com:587', BETTER_AUTH_SECRET: 's'.repeat(40) };

describe('where the server listens', () => {
  it('listens on loopback by default', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('::1')).toBe(true);
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('192.168.1.10')).toBe(false);
  });

  it('refuses to listen on a network with the outbox, a generated secret or the sandbox', () => {
    const message = configError({ HOST: '0.0.0.0' });
    expect(message).toMatch(/^ {2}HOST: listening on 0\.0\.0\.0, the server is reachable from the network/m);
    expect(message).toContain('SMTP_URL');
    expect(message).toContain('BETTER_AUTH_SECRET');
    expect(message).toContain('the sandbox gives subscriptions away');
    expect(message).toContain('INSECURE_DEV_ON_NETWORK=true');
    // A loopback listener behind a proxy of the operator's is on the network too.
    expect(configError({ TRUST_PROXY: 'true' })).toMatch(/behind a proxy \(TRUST_PROXY=true\)/);
  });

  it('listens on a network with production settings, or with the explicit opt-in', () => {
    expect(loadEnv({ HOST: '0.0.0.0', ...PRODUCTION_MAIL, ENFORCE_SUBSCRIPTION: 'false' }).HOST).toBe('0.0.0.0');
    expect(
      loadEnv({
        HOST: '0.0.0.0',
        ...PRODUCTION_MAIL,
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PRICE_MONTHLY: 'price_m',
        STRIPE_PRICE_YEARLY: 'price_y',
      }).HOST,
    ).toBe('0.0.0.0');
    expect(configError({ HOST: '0.0.0.0', ...PRODUCTION_MAIL })).toContain('Stripe settings, or ENFORCE_SUBSCRIPTION=false');
    expect(loadEnv({ HOST: '0.0.0.0', INSECURE_DEV_ON_NETWORK: 'true' }).INSECURE_DEV_ON_NETWORK).toBe(true);
  });
});

describe('sign-in links', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  // Finding 9: a bare /api/auth/magic-link/verify?token= signed in, skipping the app's own completion step.
  it('complete only through the app’s own step, which checks the email the link was sent to', async () => {
    const email = uniqueEmail('linked');
    await signUp(server.client(), { email });
    await server.client().post('/api/auth/sign-in/magic-link', { email });
    const link = await server.latestLinkTo(email);
    const token = link.searchParams.get('token')!;
    const bare = server.client();
    const skipped = await bare.get(`/api/auth/magic-link/verify?token=${token}`);
    expect(skipped.status).toBe(404);
    expect(bare.hasCookies()).toBe(false);
    const wrongEmail = await bare.post('/api/login-link/complete', { token, email: uniqueEmail('other') });
    expect(wrongEmail.status).toBe(400);
    const completed = await bare.post('/api/login-link/complete', { token, email });
    expect(completed.status).toBe(200);
    expect(bare.hasCookies()).toBe(true);
  });
});

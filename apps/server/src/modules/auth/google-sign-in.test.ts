import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type LocalOidcProvider } from '../../test-support/oidc-provider';
import { loginAtProvider } from '../../test-support/oidc-login';
import { startTestServer, TEST_BASE_URL, type TestServer } from '../../test-support/test-server';

const CLIENT_ID = 'lodestar-test';
const CALLBACK = `${TEST_BASE_URL}/api/auth/callback/google`;

let provider: LocalOidcProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startOidcProvider({ clientId: CLIENT_ID, clientSecret: 'test-client-secret', redirectUris: [CALLBACK] });
  server = await startTestServer({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
    GOOGLE_ISSUER: provider.issuer,
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

async function startGoogleSignIn(client = server.client()) {
  const response = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { url: string; redirect: boolean };
  expect(body.redirect).toBe(true);
  return { client, url: new URL(body.url) };
}

describe('Google sign-in through the configured OpenID issuer', () => {
  it('is announced to the login page', async () => {
    expect(await (await server.app.request('/api/config')).json()).toMatchObject({ googleEnabled: true });
  });

  it('answers an authorization URL at the configured issuer, with PKCE and the registered callback', async () => {
    const { url } = await startGoogleSignIn();
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('creates the account on the first sign-in and signs into the same account the next time', async () => {
    const { client, url } = await startGoogleSignIn();
    const callback = await loginAtProvider(url.toString(), 'grace');
    expect(callback.origin + callback.pathname).toBe(CALLBACK);

    const landed = await client.get(callback.pathname + callback.search);
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/');
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    const first = (await me.json()) as { user: { id: string } };
    expect(first).toMatchObject({ user: { email: 'grace@example.com', name: 'Grace' } });

    const again = await startGoogleSignIn();
    const secondCallback = await loginAtProvider(again.url.toString(), 'grace');
    await again.client.get(secondCallback.pathname + secondCallback.search);
    const second = (await (await again.client.get('/api/me')).json()) as { user: { id: string } };
    expect(second.user.id).toBe(first.user.id);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const { url } = await startGoogleSignIn();
    const callback = await loginAtProvider(url.toString(), 'mallory');
    const otherBrowser = server.client();
    await otherBrowser.get(callback.pathname + callback.search);
    expect((await otherBrowser.get('/api/me')).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  // No site is asked here (the service tests do that against their own servers): every domain gets its letter.
  server = await startTestServer({ FAVICON_FETCH: 'false', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
});
afterAll(() => server?.close());

async function signedIn() {
  const client = server.client();
  const response = await signUp(client, { email: uniqueEmail('favicon') });
  expect(response.status).toBe(200);
  return client;
}

describe('GET /api/favicon', () => {
  it('needs a signed-in user', async () => {
    const response = await server.client().get('/api/favicon?domain=github.com');
    expect(response.status).toBe(401);
  });

  it('answers a letter tile when the site has no icon, as an image the browser keeps a day', async () => {
    const client = await signedIn();
    const response = await client.get('/api/favicon?domain=GitHub.com');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Without a new-tab extension to serve, no other origin may embed it.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(await response.text()).toContain('>G</text>');
  });

  it('refuses anything but a host name with a clear message', async () => {
    const client = await signedIn();
    for (const domain of ['', 'https%3A%2F%2Fgithub.com', 'github.com%3A8080', 'github.com%2Fpath', '127.0.0.2', '10.1.2.3']) {
      const response = await client.get(`/api/favicon?domain=${domain}`);
      expect(response.status, domain).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('INVALID_DOMAIN');
    }
  });
});

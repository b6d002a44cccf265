import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { json, signedInUser } from './test-support/billing-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'false' });
});
afterAll(() => server?.close());

describe('ENFORCE_SUBSCRIPTION=false', () => {
  it('lets every signed-in user in and says why', async () => {
    const buyer = await signedInUser(server);
    expect((await buyer.client.get('/api/data/ping')).status).toBe(200);
    expect(await json(await buyer.client.get('/api/billing/status'))).toMatchObject({
      allowed: true,
      reason: 'not-enforced',
      enforce: false,
      subscription: null,
    });
  });

  it('still requires a session', async () => {
    expect((await server.client().get('/api/data/ping')).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { json, signedInUser } from './test-support/billing-fixtures';

// A production server without Stripe must not hand out free sandbox subscriptions.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(40) });
});
afterAll(() => server?.close());

describe('payments not configured', () => {
  it('says so in the status and refuses checkout with a clear message', async () => {
    const buyer = await signedInUser(server);
    expect(await json(await buyer.client.get('/api/billing/status'))).toMatchObject({
      provider: 'sandbox',
      configured: false,
      allowed: false,
    });
    const refused = await buyer.client.post('/api/billing/checkout', { plan: 'monthly' });
    expect(refused.status).toBe(503);
    expect(await json(refused)).toEqual({ code: 'PAYMENTS_NOT_CONFIGURED', message: 'Payments are not configured' });
  });

  it('answers 503 to a webhook, since none is configured', async () => {
    const response = await server.app.request('/api/billing/webhook', { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
  });
});

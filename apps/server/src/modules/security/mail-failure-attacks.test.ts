import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/auth-schema';
import { signUp, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// Issue 21 item 14: sign-up answered 200 ("check your email") while no mail could be sent, leaving an
// account its owner could never confirm.
const UNAVAILABLE = { code: 'MAIL_UNAVAILABLE', message: 'We could not send the email right now. Please try again in a few minutes.' };

/** A 127.0.0.1 port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function accountOf(server: TestServer, email: string) {
  return server.server.database.db.query.user.findFirst({ where: eq(user.email, email) });
}

describe('with the mail server refusing connections', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => server?.close());

  it('sign-up answers 503 and says so, and creates no account', async () => {
    const email = uniqueEmail('no-smtp');
    const response = await signUp(server.client(), { email, confirm: false });
    console.info(`sign-up with the mail server down: ${response.status}`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(UNAVAILABLE);
    expect(await accountOf(server, email)).toBeUndefined();
  });

  it('a sign-in link answers 503 too', async () => {
    const response = await server.client().post('/api/auth/sign-in/magic-link', { email: uniqueEmail('no-smtp-link') });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(UNAVAILABLE);
  });
});

describe('with the outbox unwritable', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('sign-up answers 503 while it cannot be written, and works again once it can', async () => {
    // A file where the outbox folder goes: no mail can be saved (whoever runs the tests, root included).
    const outbox = path.join(server.storage.dataDir, 'mail');
    rmSync(outbox, { recursive: true, force: true });
    writeFileSync(outbox, 'not a folder');
    const email = uniqueEmail('no-outbox');
    const response = await signUp(server.client(), { email, confirm: false });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(UNAVAILABLE);
    expect(await accountOf(server, email)).toBeUndefined();
    const link = await server.client().post('/api/auth/sign-in/magic-link', { email });
    expect(link.status).toBe(503);

    rmSync(outbox);
    const client = server.client();
    expect((await signUp(client, { email })).status).toBe(200);
    expect(client.hasCookies()).toBe(true); // the mailed link arrived and was opened
  });
});

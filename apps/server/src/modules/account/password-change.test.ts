import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, TEST_PASSWORD, uniqueEmail } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// Issue 23 item 6: 'Change password' in Account Information: the current password and a new one;
// every other session is signed out and a notice is mailed.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SIGN_IN_MAX_FAILURES: '3' });
});
afterAll(() => server?.close());

const NEW_PASSWORD = 'another horse';

async function account(label: string) {
  const email = uniqueEmail(label);
  const device = server.client();
  expect((await signUp(device, { name: label, email })).status).toBe(200);
  return { email, device };
}

describe('change password', () => {
  it('changes it, keeps this device signed in, signs the others out and mails a notice', async () => {
    const { email, device } = await account('wes');
    const laptop = server.client();
    expect((await signIn(laptop, email)).status).toBe(200);

    const changed = await device.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ok: true });
    expect((await device.get('/api/account/me')).status).toBe(200);
    expect((await laptop.get('/api/account/me')).status).toBe(401);
    expect((await signIn(server.client(), email)).status).toBe(401);
    expect((await signIn(server.client(), email, NEW_PASSWORD)).status).toBe(200);
    const notice = (await server.outbox()).filter((mail) => mail.to === email).at(-1)!;
    expect(notice.subject).toBe('Your Lodestar password was changed');
    expect(notice.text).toContain('changed in Account Information');
  });

  it('refuses a wrong current password and changes nothing; locks after repeated failures', async () => {
    const { email, device } = await account('xia');
    const laptop = server.client();
    expect((await signIn(laptop, email)).status).toBe(200);
    const wrong = await device.post('/api/account/password', { currentPassword: 'not it', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ code: 'WRONG_PASSWORD', message: 'Incorrect password' });
    expect((await laptop.get('/api/account/me')).status).toBe(200);
    expect((await signIn(server.client(), email)).status).toBe(200);

    // SIGN_IN_MAX_FAILURES=3 here, counted with sign-in's (the right password there started the count again): the
    // third failure locks, and then even the right password waits, here and at sign-in.
    for (let i = 0; i < 3; i += 1) await device.post('/api/account/password', { currentPassword: 'not it', newPassword: NEW_PASSWORD });
    const locked = await device.post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(locked.status).toBe(429);
    expect((await signIn(server.client(), email)).status).toBe(429);
  });

  it('holds the new password to the sign-up rules, with clear messages', async () => {
    const { device } = await account('yan');
    const cases: [unknown, number, string][] = [
      [{ currentPassword: TEST_PASSWORD, newPassword: '12345' }, 400, 'Password should be at least 6 characters'],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(129) }, 400, 'Password should be at most 128 characters'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 400, 'Please enter your current password'],
      [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, 400, 'The new password must differ from the current one'],
      [{ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, role: 'admin' }, 400, ''],
      [null, 400, ''],
    ];
    for (const [body, status, message] of cases) {
      const response = await device.post('/api/account/password', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (message) expect((await response.json()) as { message: string }).toMatchObject({ message });
    }
    expect((await signIn(server.client(), ((await (await device.get('/api/me')).json()) as { user: { email: string } }).user.email)).status).toBe(200);
  });

  it('is refused signed out, and Better Auth’s own route is closed (its failures would go uncounted)', async () => {
    const anonymous = await server.client().post('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(anonymous.status).toBe(401);
    const { device } = await account('zed');
    const direct = await device.post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(direct.status).toBe(404);
  });
});

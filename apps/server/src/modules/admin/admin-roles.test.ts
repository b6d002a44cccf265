import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server';
import { confirmEmail, signIn, signUp, uniqueEmail } from '../../test-support/accounts';
import { TestClient } from '../../test-support/test-client';
import { startTestServer, testEnv, type TestServer } from '../../test-support/test-server';
import { promoteFromCli, runMakeAdmin } from '../../cli/make-admin-command';
import { auditFor, member, roleOf } from './test-support/admin-fixtures';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The same data under a new configuration, as an operator restarting with another environment would. */
async function restartWith(overrides: Record<string, string>): Promise<TestServer> {
  await server.server.close();
  const { storage } = server;
  const env = testEnv(storage, overrides);
  const built = await buildServer(env);
  server = {
    ...server,
    app: built.app,
    server: built,
    env,
    client: (headers) => new TestClient(built.app, env.BASE_URL, headers, env.DATA_DIR),
    async close() {
      await built.close();
      await storage.dispose();
    },
  };
  return server;
}

describe('ADMIN_EMAILS', () => {
  it('makes a listed address an admin once its owner proves it, and an existing account at its next sign-in', async () => {
    const early = await member(server, { email: uniqueEmail('early') });
    const late = uniqueEmail('late');
    const bystander = await member(server);
    expect(await roleOf(server, early.id)).toBe('user');

    await restartWith({ ADMIN_EMAILS: `${early.email.toUpperCase()}, ${late}` });
    // Typing the listed address at sign-up proves nothing: no admin, not even a session, until the
    // link mailed to it is opened.
    const stranger = server.client();
    expect((await signUp(stranger, { email: late, confirm: false })).status).toBe(200);
    expect((await signIn(server.client(), late)).status).toBe(403);
    expect(await server.server.database.db.query.user.findFirst({ where: (table, { eq }) => eq(table.email, late) })).toMatchObject({
      role: 'user',
    });
    await confirmEmail(stranger, late);
    const signedUp = (await (await stranger.get('/api/me')).json()) as { user: { id: string } };
    expect(await roleOf(server, signedUp.user.id)).toBe('admin');
    expect(await auditFor(server, signedUp.user.id)).toEqual([
      expect.objectContaining({ action: 'make-admin', actorUserId: null, actorEmail: 'ADMIN_EMAILS', details: { on: 'sign-in' } }),
    ]);

    // Not yet: the listed account is promoted when it signs in, not while an old session runs.
    expect(await roleOf(server, early.id)).toBe('user');
    const client = server.client();
    expect((await signIn(client, early.email)).status).toBe(200);
    expect(await roleOf(server, early.id)).toBe('admin');
    expect((await client.get('/api/admin/stats')).status).toBe(200);
    expect(await auditFor(server, early.id)).toEqual([
      expect.objectContaining({ action: 'make-admin', actorEmail: 'ADMIN_EMAILS', details: { on: 'sign-in' } }),
    ]);
    // Signing in again logs nothing more; other accounts stay as they are.
    await signIn(server.client(), early.email);
    expect(await auditFor(server, early.id)).toHaveLength(1);
    await signIn(server.client(), bystander.email);
    expect(await roleOf(server, bystander.id)).toBe('user');
  });

  it('cannot be claimed by changing an email to a listed address: the change is refused, and its owner told', async () => {
    const listed = uniqueEmail('reserved');
    await restartWith({ ADMIN_EMAILS: listed });
    const someone = await member(server);
    const response = await someone.client.post('/api/account/email', { newEmail: listed });
    expect(response.status).toBe(200);
    await signIn(server.client(), someone.email);
    expect(await roleOf(server, someone.id)).toBe('user');
    expect((await (await someone.client.get('/api/account/me')).json()) as unknown).toMatchObject({ user: { email: someone.email } });
    // Issue 21 item 4: a confirmation link there made the mover's password an admin's once the owner
    // opened it. The owner is told instead, with no link that would change anything.
    const mail = (await server.outbox()).filter((m) => m.to === listed).at(-1);
    expect(mail?.subject).toBe('Someone tried to use your email on Lodestar');
    expect(mail?.text).not.toContain('/api/account/email/confirm');
  });
});

describe('npm run admin -- <email>', () => {
  it('promotes an existing account, says so, and logs the CLI as the actor', async () => {
    const target = await member(server);
    expect(await promoteFromCli(server.server.database, target.email.toUpperCase())).toEqual({
      exitCode: 0,
      message: `${target.email} is now an admin. The change applies to their next request.`,
    });
    expect(await roleOf(server, target.id)).toBe('admin');
    expect((await target.client.get('/api/admin/stats')).status).toBe(200);
    expect(await promoteFromCli(server.server.database, target.email)).toEqual({
      exitCode: 0,
      message: `${target.email} is already an admin.`,
    });
    expect(await auditFor(server, target.id)).toEqual([
      expect.objectContaining({ action: 'make-admin', actorUserId: null, actorEmail: 'cli' }),
    ]);
  });

  it('explains an unknown email, a malformed one and a missing argument', async () => {
    const unknown = await promoteFromCli(server.server.database, 'nobody@example.com');
    expect(unknown).toEqual({
      exitCode: 1,
      message: 'No account has the email nobody@example.com. Sign up with it first, then run this again.',
    });
    expect((await promoteFromCli(server.server.database, 'not-an-email')).exitCode).toBe(2);
    expect((await runMakeAdmin([], server.env)).message).toMatch(/^Usage: npm run admin -- <email>/);
  });

  it('runs as a command on the server’s own database', async () => {
    const target = await member(server);
    if (!server.env.DATABASE_URL) {
      // The embedded database allows one process: the command refuses while the server holds it.
      const refused = await runMakeAdmin([target.email], server.env);
      expect(refused.exitCode).toBe(1);
      expect(refused.message).toMatch(/is in use \(is the server running\?\)/);
    }
    await server.server.close();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/make-admin.ts', target.email], {
      cwd: repoRoot,
      // Only what an operator's shell would hold (vitest's own environment sets BASE_URL to '/').
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: server.storage.dataDir,
        DATABASE_URL: server.storage.databaseUrl ?? '',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(`${target.email} is now an admin. The change applies to their next request.`);
    expect(result.status).toBe(0);
    const restarted = await restartWith({});
    expect(await roleOf(restarted, target.id)).toBe('admin');
  });
});

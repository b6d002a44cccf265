import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { userDocumentName } from '@lodestar/core';
import { adminAudit } from '../../../db/admin-schema';
import { account, session, user } from '../../../db/auth-schema';
import { checkoutSession, subscription } from '../../../db/billing-schema';
import { syncUpdate } from '../../../db/sync-schema';
import { signUp, uniqueEmail } from '../../../test-support/accounts';
import type { TestClient } from '../../../test-support/test-client';
import type { TestServer } from '../../../test-support/test-server';

export interface Member {
  client: TestClient;
  id: string;
  email: string;
}

/** The admin address these tests configure in ADMIN_EMAILS. */
export const BOSS_EMAIL = 'boss@example.com';

export async function member(server: TestServer, options: { email?: string; name?: string } = {}): Promise<Member> {
  const client = server.client();
  const email = options.email ?? uniqueEmail('member');
  const response = await signUp(client, { email, name: options.name });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const me = (await (await client.get('/api/me')).json()) as { user: { id: string } };
  return { client, id: me.user.id, email };
}

/** JSON request with any method, through the client's cookie jar. */
export function send(client: TestClient, method: string, path: string, body?: unknown): Promise<Response> {
  return client.request(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function roleOf(server: TestServer, userId: string): Promise<string | undefined> {
  const [row] = await server.server.database.db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return row?.role;
}

export async function auditFor(server: TestServer, targetUserId: string) {
  return server.server.database.db.select().from(adminAudit).where(eq(adminAudit.targetUserId, targetUserId));
}

/** Stores a Yjs update in the user's synced document, as the sync server would. */
export async function putDocument(server: TestServer, userId: string): Promise<void> {
  const doc = new Y.Doc();
  doc.getMap('settings').set('topMenuSettings', { showNetWorth: false });
  await server.server.database.db
    .insert(syncUpdate)
    .values({ documentName: userDocumentName(userId), update: Y.encodeStateAsUpdate(doc) });
}

/** How many rows of each table still hold this user. */
export async function rowsOf(server: TestServer, userId: string) {
  const db = server.server.database.db;
  const countOf = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    user: await countOf(db.select({ id: user.id }).from(user).where(eq(user.id, userId))),
    session: await countOf(db.select({ id: session.id }).from(session).where(eq(session.userId, userId))),
    account: await countOf(db.select({ id: account.id }).from(account).where(eq(account.userId, userId))),
    subscription: await countOf(db.select({ id: subscription.id }).from(subscription).where(eq(subscription.userId, userId))),
    checkoutSession: await countOf(
      db.select({ id: checkoutSession.id }).from(checkoutSession).where(eq(checkoutSession.userId, userId)),
    ),
    document: await countOf(
      db.select({ id: syncUpdate.id }).from(syncUpdate).where(eq(syncUpdate.documentName, userDocumentName(userId))),
    ),
  };
}

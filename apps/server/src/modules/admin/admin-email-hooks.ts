import type { BetterAuthOptions } from 'better-auth';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { account, session } from '../../db/auth-schema';
import type { Env } from '../../env';
import { ADMIN_EMAILS_ACTOR, writeAudit } from './audit';
import { promoteToAdmin } from './promote';

export function isListedAdmin(env: Pick<Env, 'ADMIN_EMAILS'>, email: string | null | undefined): boolean {
  return Boolean(email) && env.ADMIN_EMAILS.includes(email!.trim().toLowerCase());
}

/**
 * Better Auth database hooks that make the ADMIN_EMAILS accounts admins, once their owner has proved
 * the address (a verified email: a confirmed sign-up, a completed sign-in link, or Google's word): at
 * sign-up a verified new row is written with role 'admin'; at every sign-in (a session being created)
 * a verified account on the list is promoted. Typing a listed address proves nothing. The list lives
 * only in the server's environment.
 */
export function adminEmailHooks(env: Pick<Env, 'ADMIN_EMAILS'>, db: AppDb): BetterAuthOptions['databaseHooks'] {
  if (env.ADMIN_EMAILS.length === 0) return undefined;
  return {
    user: {
      create: {
        async before(data) {
          if (!data.emailVerified || !isListedAdmin(env, data.email)) return;
          return { data: { ...data, role: 'admin' } };
        },
        async after(created) {
          if (created.role !== 'admin' || !isListedAdmin(env, created.email)) return;
          await writeAudit(db, {
            actor: ADMIN_EMAILS_ACTOR,
            action: 'make-admin',
            target: { id: created.id, email: created.email },
            details: { on: 'sign-up' },
          });
        },
      },
    },
    session: {
      create: {
        async before(session) {
          const found = await db.query.user.findFirst({
            columns: { email: true, role: true, emailVerified: true },
            where: (table, { eq }) => eq(table.id, session.userId),
          });
          if (!found || found.role === 'admin' || !found.emailVerified || !isListedAdmin(env, found.email)) return;
          await promoteToAdmin(db, { by: 'id', id: session.userId }, ADMIN_EMAILS_ACTOR, { on: 'sign-in' });
        },
      },
    },
  };
}

/**
 * Before a listed address is marked proven by the confirmation link of a sign-up: the password typed at
 * sign-up may be anyone's (an attacker can sign the address up and have the link mailed until its owner
 * opens one), so it is dropped, with every session, and the account becomes an admin with no password
 * its owner never chose. The owner, signed in by the link, signs in later with an emailed sign-in link
 * (or sets a password through a mailed reset link).
 */
export function dropUnprovenAdminCredentials(env: Pick<Env, 'ADMIN_EMAILS'>, db: AppDb) {
  return async (unverified: { id: string; email: string }) => {
    if (!isListedAdmin(env, unverified.email)) return;
    await db.transaction(async (tx) => {
      await tx.delete(account).where(eq(account.userId, unverified.id));
      await tx.delete(session).where(eq(session.userId, unverified.id));
    });
  };
}

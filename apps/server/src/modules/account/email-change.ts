import { randomBytes } from 'node:crypto';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { user, verification } from '../../db/auth-schema';
import type { Env } from '../../env';
import type { Mailer } from '../mail/mailer';
import { sendInBackground } from '../mail/background-mail';
import { adminAddressReservedMail, confirmEmailChangeMail, emailChangedNoticeMail, emailTakenMail } from '../auth/account-mails';
import { isListedAdmin } from '../admin/admin-email-hooks';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
export const ADMIN_ADDRESS_REFUSED = 'This address is reserved for an administrator account. Sign up with it instead.';
const PREFIX = 'email-change:';

interface PendingChange {
  userId: string;
  newEmail: string;
}

/** The rows whose value (PendingChange as JSON, userId first) belongs to `userId`. */
function pendingOf(userId: string) {
  const escaped = JSON.stringify({ userId }).slice(0, -1).replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`${verification.value} LIKE ${`${escaped},%`} ESCAPE '\\'`;
}

/**
 * An email change waits for its new address to be proved: a link is mailed there, and only opening it
 * changes the account. Asking answers alike whether the address is free or taken; the mail says which.
 */
export function createEmailChange(deps: { db: AppDb; env: Pick<Env, 'BASE_URL' | 'ADMIN_EMAILS'>; mailer: Mailer }) {
  const { db, env, mailer } = deps;
  const loginUrl = new URL('/login', env.BASE_URL).toString();

  async function ownerOf(email: string, except?: string) {
    const where = except ? and(eq(user.email, email), ne(user.id, except)) : eq(user.email, email);
    const [row] = await db.select({ id: user.id }).from(user).where(where).limit(1);
    return row;
  }

  /**
   * An ADMIN_EMAILS address makes its account an admin: an account that is not one already (with a
   * password and sessions its owner never chose) cannot move to it, or the owner's click on the link
   * would make someone else's password an admin's. Its owner signs up with the address instead.
   */
  async function reservedFor(userId: string, newEmail: string): Promise<boolean> {
    if (!isListedAdmin(env, newEmail)) return false;
    const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId)).limit(1);
    return row?.role !== 'admin';
  }

  return {
    async request(userId: string, newEmail: string, now = new Date()): Promise<void> {
      if (await ownerOf(newEmail, userId)) {
        await mailer.send({ to: newEmail, ...emailTakenMail(loginUrl) });
        return;
      }
      if (await reservedFor(userId, newEmail)) {
        await mailer.send({ to: newEmail, ...adminAddressReservedMail(loginUrl) });
        return;
      }
      const token = randomBytes(32).toString('base64url');
      const value: PendingChange = { userId, newEmail };
      // One pending change per account: asking again replaces the earlier link, so asks cannot pile up rows.
      await db.delete(verification).where(and(like(verification.identifier, `${PREFIX}%`), pendingOf(userId)));
      await db.insert(verification).values({
        id: randomBytes(16).toString('hex'),
        identifier: `${PREFIX}${token}`,
        value: JSON.stringify(value),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
        createdAt: now,
        updatedAt: now,
      });
      const url = new URL('/api/account/email/confirm', env.BASE_URL);
      url.searchParams.set('token', token);
      await mailer.send({ to: newEmail, ...confirmEmailChangeMail(url.toString(), EMAIL_CHANGE_TTL_MS / 3_600_000) });
    },

    /** Applies a confirmed change once; says why not otherwise. */
    async confirm(token: string, now = new Date()): Promise<{ ok: true; email: string } | { ok: false; reason: string }> {
      const identifier = `${PREFIX}${token}`;
      const [row] = await db.select().from(verification).where(eq(verification.identifier, identifier)).limit(1);
      if (!row) return { ok: false, reason: 'This link was already used or is not valid.' };
      await db.delete(verification).where(eq(verification.identifier, identifier));
      if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'This link has expired. Ask for the change again.' };
      const { userId, newEmail } = JSON.parse(row.value) as PendingChange;
      if (await ownerOf(newEmail, userId)) return { ok: false, reason: 'This address now belongs to another account.' };
      if (await reservedFor(userId, newEmail)) return { ok: false, reason: ADMIN_ADDRESS_REFUSED };
      const [before] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
      try {
        await db.update(user).set({ email: newEmail, emailVerified: true, updatedAt: now }).where(eq(user.id, userId));
      } catch {
        // The unique index caught a concurrent claim of the same address.
        return { ok: false, reason: 'This address now belongs to another account.' };
      }
      // The change is made: a notice that cannot be sent (limit, mail server down) must not undo or hide it.
      if (before && before.email !== newEmail) sendInBackground(mailer, { to: before.email, ...emailChangedNoticeMail(newEmail, loginUrl) });
      return { ok: true, email: newEmail };
    },
  };
}

import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, grantPeriodFor, type NewUserInput } from '@lodestar/core';
import type { AppDb } from '../../db/client';
import { user } from '../../db/auth-schema';
import type { Logger } from '../../logger';
import type { Auth } from '../auth/auth';
import { AdminError } from './admin-error';
import { lockSubscriptionRow, writeAdminGrant } from './admin-grants';
import { writeAudit, type AuditActor } from './audit';
import { generatePassword } from './generate-password';

export interface CreatedUser {
  uid: string;
  email: string;
  isAdmin: boolean;
  /** Only when the admin left the password blank: shown once, never stored in clear. */
  generatedPassword?: string;
}

const createFailed = (message: string, status: 409 | 500 = 500) =>
  new AdminError(status, status === 409 ? 'EMAIL_IN_USE' : 'CREATE_FAILED', ADMIN_MESSAGES.createFailedTitle, message);

/**
 * Creates an email-and-password account through Better Auth's own adapter (so its hooks run: an
 * ADMIN_EMAILS address becomes an admin), with a free subscription of the chosen type, and logs it.
 * No session is made for the new user.
 */
export async function createUserByAdmin(
  deps: { db: AppDb; auth: Auth; logger: Logger },
  actor: AuditActor,
  input: NewUserInput,
  now = new Date(),
): Promise<CreatedUser> {
  const { db, auth, logger } = deps;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email)).limit(1);
  if (existing) throw createFailed(ADMIN_MESSAGES.emailInUse, 409);

  const password = input.password ?? generatePassword();
  const ctx = await auth.$context;
  let created: { id: string; email: string; role?: unknown };
  try {
    const hash = await ctx.password.hash(password);
    // The admin vouches for the address: the account signs in with the password it was given.
    created = await ctx.internalAdapter.createUser({ email: input.email, name: '', emailVerified: true }, { method: 'admin' });
    await ctx.internalAdapter.linkAccount({ providerId: 'credential', accountId: created.id, userId: created.id, password: hash });
  } catch (error) {
    // Two admins adding the same address at once: the unique email index refuses the second.
    const [raced] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email)).limit(1);
    if (raced) throw createFailed(ADMIN_MESSAGES.emailInUse, 409);
    logger.error({ err: error }, 'admin create-user failed');
    throw createFailed(ADMIN_MESSAGES.createDefault);
  }

  const period = grantPeriodFor(input.subscriptionType, now);
  try {
    await db.transaction(async (tx) => {
      await lockSubscriptionRow(tx, created.id);
      await writeAdminGrant(tx, created.id, period, now);
      await writeAudit(tx, {
        actor,
        action: 'create-user',
        target: { id: created.id, email: created.email },
        details: {
          subscriptionType: input.subscriptionType,
          currentPeriodEnd: period.currentPeriodEnd?.toISOString() ?? null,
          passwordGenerated: input.password === undefined,
        },
      });
    });
  } catch (error) {
    // Half an account (no subscription, no audit entry) is worse than none: take it back.
    await db.delete(user).where(eq(user.id, created.id));
    logger.error({ err: error }, 'admin create-user: grant failed, account removed');
    throw createFailed(ADMIN_MESSAGES.createDefault);
  }
  return {
    uid: created.id,
    email: created.email,
    isAdmin: created.role === 'admin',
    ...(input.password === undefined ? { generatedPassword: password } : {}),
  };
}

import { AUTH_MESSAGES } from '@lodestar/core';
import type { Env } from '../../env';
import type { Auth } from '../auth/auth';
import { accountFailureKey } from '../auth/sign-in-limit';
import type { RateCounter } from '../security/rate-limit-store';

export type PasswordCheck = 'ok' | 'wrong' | 'no-password' | 'locked';

/** The account a check is about: its id finds the password, its email the count of failures. */
export interface Checked {
  id: string;
  email: string;
}

/**
 * Checks a signed-in user's password against their credential account. Failures count in sign-in's own count for
 * the account (sign-in-limit.ts, in the database): a stolen session cannot be used to guess the password, and a
 * lock set here or at sign-in holds for both, as docs/security.md says (issue 32 item 9).
 */
export function createPasswordChecker(auth: Auth, env: Pick<Env, 'SIGN_IN_MAX_FAILURES' | 'SIGN_IN_LOCK_MINUTES'>, counter: RateCounter) {
  const windowMs = env.SIGN_IN_LOCK_MINUTES * 60_000;
  const failures = {
    isLocked: async (user: Checked) => (await counter.count(accountFailureKey(user.email))) >= env.SIGN_IN_MAX_FAILURES,
    record: async (user: Checked) => void (await counter.increment(accountFailureKey(user.email), windowMs)),
    clear: (user: Checked) => counter.clear(accountFailureKey(user.email)),
  };
  async function storedHash(userId: string): Promise<string | null> {
    const ctx = await auth.$context;
    return (await ctx.internalAdapter.findCredentialAccount(userId))?.password ?? null;
  }
  async function checkPassword(user: Checked, password: string): Promise<PasswordCheck> {
    if (await failures.isLocked(user)) return 'locked';
    const hash = await storedHash(user.id);
    if (!hash) return 'no-password';
    const ctx = await auth.$context;
    if (!(await ctx.password.verify({ hash, password }))) {
      await failures.record(user);
      return 'wrong';
    }
    await failures.clear(user);
    return 'ok';
  }
  return {
    checkPassword,
    hasPassword: async (userId: string) => (await storedHash(userId)) !== null,
    /** The same count, for a check another code path makes (Better Auth's change-password). */
    failures,
  };
}

export const LOCKED_MESSAGE = AUTH_MESSAGES.tooManyRequests;

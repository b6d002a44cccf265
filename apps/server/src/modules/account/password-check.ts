import { AUTH_MESSAGES, FailureLimiter } from '@lodestar/core';
import type { Env } from '../../env';
import type { Auth } from '../auth/auth';

export type PasswordCheck = 'ok' | 'wrong' | 'no-password' | 'locked';

/**
 * Checks a signed-in user's password against their credential account. Failures count per user,
 * with the sign-in limits, so a stolen session cannot be used to guess the password.
 */
export function createPasswordChecker(auth: Auth, env: Pick<Env, 'SIGN_IN_MAX_FAILURES' | 'SIGN_IN_LOCK_MINUTES'>) {
  const windowMs = env.SIGN_IN_LOCK_MINUTES * 60_000;
  const limiter = new FailureLimiter({ maxFailures: env.SIGN_IN_MAX_FAILURES, windowMs, lockMs: windowMs });
  async function storedHash(userId: string): Promise<string | null> {
    const ctx = await auth.$context;
    return (await ctx.internalAdapter.findCredentialAccount(userId))?.password ?? null;
  }
  async function checkPassword(userId: string, password: string): Promise<PasswordCheck> {
    if (limiter.isLocked(userId, Date.now())) return 'locked';
    const hash = await storedHash(userId);
    if (!hash) return 'no-password';
    const ctx = await auth.$context;
    const valid = await ctx.password.verify({ hash, password });
    if (!valid) {
      limiter.recordFailure(userId, Date.now());
      return 'wrong';
    }
    limiter.recordSuccess(userId);
    return 'ok';
  }
  return {
    checkPassword,
    hasPassword: async (userId: string) => (await storedHash(userId)) !== null,
    /** The same count, for a check another code path makes (Better Auth's change-password). */
    failures: {
      isLocked: (userId: string) => limiter.isLocked(userId, Date.now()),
      record: (userId: string) => limiter.recordFailure(userId, Date.now()),
      clear: (userId: string) => limiter.recordSuccess(userId),
    },
  };
}

export const LOCKED_MESSAGE = AUTH_MESSAGES.tooManyRequests;

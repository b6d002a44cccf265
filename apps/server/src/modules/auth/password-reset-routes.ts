import { Hono, type MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES, type ResetLinkState } from '@lodestar/core';
import type { AppDb } from '../../db/client';
import { verification } from '../../db/auth-schema';

/** Better Auth's identifier for a reset token (api/routes/password: `reset-password:<token>`). */
const identifierOf = (token: string) => `reset-password:${token}`;
/** Better Auth's tokens are 24 letters and digits; anything else is no token of ours (and never reaches SQL). */
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * What a reset link is worth now. Better Auth answers INVALID_TOKEN for an expired link and a used one
 * alike; its row tells them apart (a used link's row is gone, an expired one's stays until used).
 */
export async function resetLinkState(db: AppDb, token: string, now = new Date()): Promise<ResetLinkState> {
  if (!TOKEN.test(token)) return 'used';
  const [row] = await db
    .select({ expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, identifierOf(token)))
    .limit(1);
  if (!row) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

const REFUSALS = {
  expired: { code: 'RESET_LINK_EXPIRED', message: PASSWORD_MESSAGES.resetExpired },
  used: { code: 'RESET_LINK_USED', message: PASSWORD_MESSAGES.resetUsed },
} as const;

/**
 * Before Better Auth's POST /reset-password: a link that no longer works is answered with what is
 * wrong with it (expired, or used), so the page can say so; a working one goes on to Better Auth,
 * which spends it once, in the same transaction as the new password.
 */
export function explainDeadResetLink(db: AppDb): MiddlewareHandler {
  return async (c, next) => {
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => null)) as { token?: unknown } | null;
    const token = typeof body?.token === 'string' ? body.token : (c.req.query('token') ?? '');
    const state = await resetLinkState(db, token);
    if (state !== 'valid') return c.json(REFUSALS[state], 400);
    await next();
  };
}

/** GET /api/password-reset/status?token=: the reset page asks before the user types a new password. */
export function passwordResetRoutes(db: AppDb) {
  const app = new Hono();
  app.get('/status', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ state: await resetLinkState(db, c.req.query('token') ?? '') });
  });
  return app;
}

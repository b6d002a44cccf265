import type { MiddlewareHandler } from 'hono';
import { decideAccess, type AccessDecision } from '@lodestar/core';
import type { AppDb } from '../../db/client';
import type { Env } from '../../env';
import type { SessionVariables } from '../auth/session';
import { findSubscriptionByUser } from './billing-store';

export const SUBSCRIPTION_REQUIRED = {
  code: 'SUBSCRIPTION_REQUIRED',
  message: 'An active subscription is required',
} as const;

/**
 * Who may use the app, decided on the server from the stored subscription (never from the browser):
 * admins, users with an active or trialing subscription whose period has not ended, or everyone when
 * ENFORCE_SUBSCRIPTION=false. The data API and /sync call hasAccess.
 */
export function createAccessService(db: AppDb, env: Pick<Env, 'ENFORCE_SUBSCRIPTION'>, now: () => Date = () => new Date()) {
  async function hasAccess(user: { id: string; role: string | null | undefined }): Promise<AccessDecision> {
    // An admin needs no lookup; anyone else is read, so the reason matches GET /api/billing/status.
    const subscription = user.role === 'admin' ? null : await findSubscriptionByUser(db, user.id);
    return decideAccess({ subscription, role: user.role, enforce: env.ENFORCE_SUBSCRIPTION, now: now() });
  }

  /** After requireSession: answers 402 SUBSCRIPTION_REQUIRED unless the user has access. */
  const requireAccess: MiddlewareHandler<{ Variables: SessionVariables }> = async (c, next) => {
    const decision = await hasAccess(c.get('user'));
    if (!decision.allowed) return c.json(SUBSCRIPTION_REQUIRED, 402);
    await next();
  };

  return { hasAccess, requireAccess };
}

export type AccessService = ReturnType<typeof createAccessService>;

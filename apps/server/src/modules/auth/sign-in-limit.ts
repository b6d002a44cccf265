import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '@lodestar/core';
import type { Env } from '../../env';
import { clientAddress } from '../../lib/client-address';
import type { RateCounter } from '../security/rate-limit-store';

export type LimitEnv = Pick<
  Env,
  'SIGN_IN_MAX_FAILURES' | 'SIGN_IN_LOCK_MINUTES' | 'TRUST_PROXY' | 'TRUST_PROXY_HOPS' | 'AUTH_MAIL_LIMIT_PER_ADDRESS'
>;

const tooMany = (c: Context) => c.json({ code: 'TOO_MANY_FAILED_ATTEMPTS', message: AUTH_MESSAGES.tooManyRequests }, 429);

/** The body's email (or another field's), lower-cased ('' when absent). API routes take JSON only (the same-origin guard). */
async function emailOf(c: Context, field = 'email'): Promise<string> {
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => null);
  const email = body && typeof body === 'object' && field in body ? (body as Record<string, unknown>)[field] : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
}

/** The count of an account's failed password checks, sign-in's and the account page's alike. */
export const accountFailureKey = (email: string) => `sign-in-failure:email:${email.trim().toLowerCase()}`;

export const callerAddress = (c: Context, env: LimitEnv) => clientAddress(c, env.TRUST_PROXY, env.TRUST_PROXY_HOPS);

/**
 * Locks sign-in for an email, and for an address, after repeated failures. Both keys are checked so
 * neither guessing one account's password nor spraying many accounts from one address gets far. The
 * counts live in the database, so the lock holds across restarts and instances.
 */
export function signInLimit(env: LimitEnv, counter: RateCounter): MiddlewareHandler {
  const windowMs = env.SIGN_IN_LOCK_MINUTES * 60_000;
  const maxByEmail = env.SIGN_IN_MAX_FAILURES;
  const maxByAddress = env.SIGN_IN_MAX_FAILURES * 4;

  return async (c, next) => {
    const email = await emailOf(c);
    const addressKey = `sign-in-failure:address:${callerAddress(c, env)}`;
    const emailKey = accountFailureKey(email);
    if ((email && (await counter.count(emailKey)) >= maxByEmail) || (await counter.count(addressKey)) >= maxByAddress) {
      return tooMany(c);
    }
    await next();
    if (c.res.status === 401) {
      if (email) await counter.increment(emailKey, windowMs);
      await counter.increment(addressKey, windowMs);
    } else if (c.res.ok && email) {
      await counter.clear(emailKey);
    }
  };
}

/** Mails one address may be sent by each route in its window. */
export interface SendLimit {
  perEmail: number;
  windowMs: number;
}

export const SIGN_IN_LINK_LIMIT: SendLimit = { perEmail: 5, windowMs: 15 * 60_000 };
export const SIGN_UP_LIMIT: SendLimit = { perEmail: 3, windowMs: 60 * 60_000 };
const HOUR_MS = 60 * 60_000;

/**
 * A route that sends a mail: limited per address mailed (each route its own count) and per client
 * across all of them (AUTH_MAIL_LIMIT_PER_ADDRESS an hour), so no one mail-bombs from our domain. Every
 * request counts, whether or not the address has an account, so the limit tells no one which have.
 */
export function sendLimit(name: string, limit: SendLimit, env: LimitEnv, counter: RateCounter, field = 'email'): MiddlewareHandler {
  return async (c, next) => {
    const email = await emailOf(c, field);
    const byAddress = await counter.increment(`auth-mail:address:${callerAddress(c, env)}`, HOUR_MS);
    const byEmail = email ? await counter.increment(`${name}:email:${email}`, limit.windowMs) : 0;
    if (byAddress > env.AUTH_MAIL_LIMIT_PER_ADDRESS || byEmail > limit.perEmail) {
      return c.json({ code: 'TOO_MANY_EMAILS', message: AUTH_MESSAGES.tooManyEmails }, 429);
    }
    await next();
  };
}

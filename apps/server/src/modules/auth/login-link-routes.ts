import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, FailureLimiter, linkCompleteInput, firstIssue } from '@lodestar/core';
import type { AppDb } from '../../db/client';
import { verification } from '../../db/auth-schema';
import { MAGIC_LINK_TTL_SECONDS, type Auth } from './auth';

/** Mistyped emails a link takes (the page lets its user type again); past them the link is spent. */
export const LINK_EMAIL_TRIES = 5;

/**
 * Completes an emailed sign-in link. Like the link flow of the spec, the email must be confirmed
 * (from the link, the browser that asked for it, or typed by the user) and must match the link's;
 * expired and used links get their own messages. A mistyped email may be typed again, a few times.
 */
export function loginLinkRoutes(auth: Auth, db: AppDb) {
  const linkTtlMs = MAGIC_LINK_TTL_SECONDS * 1000;
  // Counted per link: the page offers to type the email again, and the tries stop well short of a guess.
  const mistyped = new FailureLimiter({ maxFailures: LINK_EMAIL_TRIES, windowMs: linkTtlMs, lockMs: linkTtlMs });
  const app = new Hono();
  app.post('/complete', async (c) => {
    const parsed = linkCompleteInput.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ code: 'LINK_INVALID', message: firstIssue(parsed.error) }, 400);
    const { token, email } = parsed.data;
    const identifier = `magic-link:${token}`;
    const [row] = await db.select().from(verification).where(eq(verification.identifier, identifier)).limit(1);
    if (!row) return c.json({ code: 'LINK_USED', message: AUTH_MESSAGES.linkUsed }, 400);
    if (row.expiresAt.getTime() <= Date.now()) {
      await db.delete(verification).where(eq(verification.identifier, identifier));
      return c.json({ code: 'LINK_EXPIRED', message: AUTH_MESSAGES.linkExpired }, 400);
    }
    const linkEmail = (JSON.parse(row.value) as { email?: string }).email?.toLowerCase();
    if (linkEmail !== email.toLowerCase()) {
      mistyped.recordFailure(token, Date.now());
      if (!mistyped.isLocked(token, Date.now())) return c.json({ code: 'EMAIL_MISMATCH', message: AUTH_MESSAGES.invalidEmail }, 400);
      await db.delete(verification).where(eq(verification.identifier, identifier));
      return c.json({ code: 'LINK_USED', message: AUTH_MESSAGES.linkUsed }, 400);
    }
    const response = await auth.api.magicLinkVerify({ query: { token }, headers: c.req.raw.headers, asResponse: true });
    if (!response.ok) return c.json({ code: 'LINK_USED', message: AUTH_MESSAGES.linkUsed }, 400);
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers });
  });
  return app;
}

import { and, eq } from 'drizzle-orm';
import { PLANS, paidPlanSchema } from '@lodestar/core';
import { Hono, type Context } from 'hono';
import type { AppDb } from '../../db/client';
import { checkoutSession } from '../../db/billing-schema';
import type { Env } from '../../env';
import { trustedOrigins, type Auth } from '../auth/auth';
import { findSubscriptionByUser } from './billing-store';
import type { BillingService } from './billing-service';
import { messagePage, themeFromCookie } from '../../lib/html-page';
import { BillingError } from './billing-errors';
import { checkoutPage, portalPage } from './sandbox-pages';
import { sandboxId, sandboxPaymentEvent } from './sandbox-provider';
import { toSubscriptionView } from './subscription-view';

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  // Not 'no-referrer': under it browsers send `Origin: null` with the page's own Pay/Cancel form posts,
  // which the Origin check below then refuses. 'same-origin' still sends nothing to other sites.
  'Referrer-Policy': 'same-origin',
};

type PageStatus = 401 | 403 | 404 | 409;

/**
 * The sandbox's checkout and portal pages (server-rendered, outside /api). Pay drives the same event
 * handling as a Stripe webhook. Only the user who started a checkout can see or act on it, and a POST
 * must come from this site (Origin), so another site cannot pay or cancel on a user's behalf.
 */
export function sandboxRoutes(deps: { db: AppDb; env: Env; auth: Auth; billing: BillingService }) {
  const { db, env, auth, billing } = deps;
  const origins = new Set(trustedOrigins(env));
  const home = { href: `${env.BASE_URL}/`, label: 'Return to Dashboard' };
  const signIn = { href: `${env.BASE_URL}/login`, label: 'Sign in' };
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
  });

  /** The theme the app stored in its cookie; 'system' (the browser's preference) without one. */
  const themeOf = (c: Context) => themeFromCookie(c.req.header('cookie'));
  const page = (c: Context, status: PageStatus, title: string, message: string, link = home) =>
    c.html(messagePage(title, message, link, themeOf(c)), status);
  const sameSite = (address: unknown): address is string =>
    typeof address === 'string' && URL.canParse(address) && new URL(address).origin === new URL(env.BASE_URL).origin;
  const fromThisSite = (c: Context) => origins.has(c.req.header('origin') ?? '');

  async function signedInUser(c: Context) {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    return found?.user ?? null;
  }

  async function ownCheckout(c: Context) {
    const user = await signedInUser(c);
    if (!user) {
      return { error: page(c, 401, 'Sign in to continue', 'Sign in to the account that started this checkout.', signIn) };
    }
    const [row] = await db
      .select()
      .from(checkoutSession)
      .where(and(eq(checkoutSession.provider, 'sandbox'), eq(checkoutSession.providerSessionId, c.req.param('id') ?? '')))
      .limit(1);
    if (!row || row.userId !== user.id) {
      return { error: page(c, 404, 'Checkout not found', 'This checkout does not exist or belongs to another account.') };
    }
    return { user, row };
  }

  app.get('/checkout/:id', async (c) => {
    const found = await ownCheckout(c);
    if ('error' in found) return found.error;
    const { user, row } = found;
    if (row.status === 'complete') {
      const next = { href: row.successUrl, label: 'Continue' };
      return page(c, 409, 'Payment complete', 'This checkout has already been paid.', next);
    }
    if (row.status === 'expired') {
      return page(c, 409, 'Checkout expired', 'This checkout was canceled. Start a new one from the dashboard.');
    }
    return c.html(checkoutPage({ sessionId: row.providerSessionId, plan: row.plan, email: user.email, theme: themeOf(c) }));
  });

  app.post('/checkout/:id/pay', async (c) => {
    if (!fromThisSite(c)) return page(c, 403, 'Request refused', 'This payment must be made from the checkout page.');
    if (billing.config.provider !== 'sandbox' || !billing.config.configured) {
      return page(c, 409, 'Sandbox payments are off', 'This server takes payments through its payment provider.');
    }
    const found = await ownCheckout(c);
    if ('error' in found) return found.error;
    const { row } = found;
    const ids = { subscriptionId: sandboxId('sub'), customerId: row.providerCustomerId ?? sandboxId('cus') };
    // Claims the open checkout, so a double click or a replayed form pays once.
    const [claimed] = await db
      .update(checkoutSession)
      .set({
        status: 'complete',
        providerSubscriptionId: ids.subscriptionId,
        providerCustomerId: ids.customerId,
        completedAt: new Date(),
      })
      .where(and(eq(checkoutSession.id, row.id), eq(checkoutSession.status, 'open')))
      .returning();
    if (!claimed) return page(c, 409, 'Checkout closed', 'This checkout was already paid or canceled.');
    await billing.handleEvent('sandbox', sandboxPaymentEvent(claimed, ids, new Date()));
    return c.redirect(claimed.successUrl, 303);
  });

  app.post('/checkout/:id/cancel', async (c) => {
    if (!fromThisSite(c)) return page(c, 403, 'Request refused', 'This payment must be canceled from the checkout page.');
    const found = await ownCheckout(c);
    if ('error' in found) return found.error;
    await db
      .update(checkoutSession)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSession.id, found.row.id), eq(checkoutSession.status, 'open')));
    return c.redirect(found.row.cancelUrl, 303);
  });

  app.get('/portal', async (c) => {
    const user = await signedInUser(c);
    if (!user) return page(c, 401, 'Sign in to continue', 'Sign in to see your billing details.', signIn);
    const requested = c.req.query('return_url');
    const returnUrl = sameSite(requested) ? requested : `${env.BASE_URL}/`;
    const changed = paidPlanSchema.safeParse(c.req.query('changed'));
    const notice = changed.success ? `Your plan is now ${PLANS[changed.data].name}.` : undefined;
    const row = await findSubscriptionByUser(db, user.id);
    const subscription = toSubscriptionView(row, new Date());
    return c.html(portalPage({ email: user.email, subscription, returnUrl, theme: themeOf(c), notice }));
  });

  // The portal's Switch button: the same server path as the Subscription panel's Change Plan.
  app.post('/portal/change-plan', async (c) => {
    if (!fromThisSite(c)) return page(c, 403, 'Request refused', 'A plan change must be made from the billing portal.');
    const user = await signedInUser(c);
    if (!user) return page(c, 401, 'Sign in to continue', 'Sign in to change your plan.', signIn);
    const form = await c.req.parseBody();
    const plan = paidPlanSchema.safeParse(form.plan);
    const returnUrl = sameSite(form.return_url) ? form.return_url : `${env.BASE_URL}/`;
    const back = { href: `/sandbox/portal?return_url=${encodeURIComponent(returnUrl)}`, label: 'Back to billing portal' };
    if (!plan.success) return page(c, 409, 'Plan not changed', 'Choose Monthly or Yearly.', back);
    try {
      await billing.changePlan({ ...user, role: user.role ?? 'user' }, plan.data);
    } catch (error) {
      if (!(error instanceof BillingError)) throw error;
      return page(c, 409, 'Plan not changed', error.message, back);
    }
    return c.redirect(`/sandbox/portal?return_url=${encodeURIComponent(returnUrl)}&changed=${plan.data}`, 303);
  });

  return app;
}

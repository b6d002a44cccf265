import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import Stripe from 'stripe';
import { z } from 'zod';
import { paidPlanSchema } from '@lodestar/core';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { Auth } from '../auth/auth';
import { requireSession, type SessionVariables } from '../auth/session';
import { BillingError, ProviderNotFoundError, WebhookSignatureError, providerFailed } from './billing-errors';
import type { BillingService, BillingUser } from './billing-service';
import { isDatabaseUnavailable } from '../../db/database-unavailable';

const checkoutInput = z.object({ plan: paidPlanSchema });
const changePlanInput = z.object({ plan: paidPlanSchema });
const confirmInput = z.object({ sessionId: z.string().trim().min(1).max(255) });
const portalInput = z.object({ returnUrl: z.string().url().max(2048).optional() });

type BillingContext = Context<{ Variables: SessionVariables }>;

async function readBody<T>(c: BillingContext, schema: z.ZodType<T>): Promise<T> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new BillingError(400, 'INVALID_INPUT', `${where}${issue?.message ?? 'Invalid request body'}`);
  }
  return parsed.data;
}

const billingUser = (c: BillingContext): BillingUser => c.get('user');

/** Errors raised by the Stripe client (its API answered badly, or could not be reached). */
const isProviderFailure = (error: unknown) => error instanceof Stripe.errors.StripeError;

/** /api/billing: the signed-in user's own subscription, and the provider's webhook. */
export function billingRoutes(deps: { auth: Auth; env: Env; logger: Logger; billing: BillingService }) {
  const { auth, env, logger, billing } = deps;
  const app = new Hono<{ Variables: SessionVariables }>();

  app.onError((error, c) => {
    if (error instanceof BillingError) return c.json({ code: error.code, message: error.message }, error.status);
    if (error instanceof ProviderNotFoundError) {
      return c.json({ code: 'NOT_FOUND_AT_PROVIDER', message: 'The payment provider has no record of this' }, 404);
    }
    // Hono's own refusals (a body over its limit: 413) keep their status.
    if (error instanceof HTTPException) return error.getResponse();
    // The database restarting or away: app.ts answers 503, "try again in a moment".
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, path: c.req.path }, 'billing call failed');
    // Only a failure of the provider's API is the provider's; the database and everything else are ours.
    if (!isProviderFailure(error)) {
      return c.json({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' }, 500);
    }
    const failed = providerFailed('complete this request');
    return c.json({ code: failed.code, message: failed.message }, failed.status);
  });

  // Signed by the provider, not by a session: verified on the raw bytes before anything is parsed.
  app.post('/webhook', bodyLimit({ maxSize: 1024 * 1024 }), async (c) => {
    if (billing.config.provider !== 'stripe' || !env.STRIPE_WEBHOOK_SECRET) {
      return c.json({ code: 'WEBHOOKS_NOT_CONFIGURED', message: 'Stripe webhooks are not configured' }, 503);
    }
    const raw = Buffer.from(await c.req.arrayBuffer());
    let event;
    try {
      event = billing.parseWebhook(raw, c.req.raw.headers);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      logger.warn({ reason: error.message }, 'webhook refused');
      return c.json({ code: 'INVALID_SIGNATURE', message: 'Webhook signature verification failed' }, 400);
    }
    const result = await billing.handleEvent('stripe', event);
    return c.json({ received: true, duplicate: result.duplicate });
  });

  const session = requireSession(auth);
  app.get('/status', session, async (c) => c.json(await billing.status(billingUser(c))));
  app.post('/checkout', session, async (c) => {
    const { plan } = await readBody(c, checkoutInput);
    return c.json(await billing.startCheckout(billingUser(c), plan));
  });
  app.post('/confirm', session, async (c) => {
    const { sessionId } = await readBody(c, confirmInput);
    return c.json(await billing.confirmCheckout(billingUser(c), sessionId));
  });
  app.post('/cancel', session, async (c) => c.json(await billing.cancel(billingUser(c))));
  app.post('/resume', session, async (c) => c.json(await billing.resume(billingUser(c))));
  app.post('/unsubscribe', session, async (c) => c.json(await billing.unsubscribe(billingUser(c))));
  app.post('/change-plan', session, async (c) => {
    const { plan } = await readBody(c, changePlanInput);
    return c.json(await billing.changePlan(billingUser(c), plan));
  });
  app.post('/portal', session, async (c) => {
    const { returnUrl } = await readBody(c, portalInput);
    return c.json(await billing.openPortal(billingUser(c), returnUrl));
  });
  return app;
}
